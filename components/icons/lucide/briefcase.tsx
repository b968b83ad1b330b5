import { Svg, type IconProps } from '../svg-icon';

export const BriefcaseIcon = (props: IconProps) => <Svg icon="briefcase" {...props} />;
