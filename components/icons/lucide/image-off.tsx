import { Svg, type IconProps } from '../svg-icon';

export const ImageOffIcon = (props: IconProps) => <Svg icon="image-off" {...props} />;
