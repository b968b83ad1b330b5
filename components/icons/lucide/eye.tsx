import { Eye } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const EyeIcon = (props: IconProps) => <Svg svg={Eye} {...props} />;
