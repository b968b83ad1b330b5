import { ImageOff } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ImageOffIcon = (props: IconProps) => <Svg svg={ImageOff} {...props} />;
