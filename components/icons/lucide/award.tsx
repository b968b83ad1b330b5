import { Svg, type IconProps } from '../svg-icon';

export const AwardIcon = (props: IconProps) => <Svg icon="award" {...props} />;
