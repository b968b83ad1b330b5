import { Svg, type IconProps } from '../svg-icon';

export const HeartPulseIcon = (props: IconProps) => <Svg icon="heart-pulse" {...props} />;
