import { Svg, type IconProps } from '../svg-icon';

export const ClockIcon = (props: IconProps) => <Svg icon="clock" {...props} />;
