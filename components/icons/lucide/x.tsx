import { X } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const XIcon = (props: IconProps) => <Svg svg={X} {...props} />;
