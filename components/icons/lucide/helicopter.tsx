import { Svg, type IconProps } from '../svg-icon';

export const HelicopterIcon = (props: IconProps) => <Svg icon="helicopter" {...props} />;
