import { Svg, type IconProps } from '../svg-icon';

export const BriefcaseBusinessIcon = (props: IconProps) => <Svg icon="briefcase-business" {...props} />;
