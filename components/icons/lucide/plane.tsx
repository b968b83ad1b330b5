import { Svg, type IconProps } from '../svg-icon';

export const PlaneIcon = (props: IconProps) => <Svg icon="plane" {...props} />;
