import { Plane } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PlaneIcon = (props: IconProps) => <Svg svg={Plane} {...props} />;
