import { Helicopter } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const HelicopterIcon = (props: IconProps) => <Svg svg={Helicopter} {...props} />;
