import { MapPin } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MapPinIcon = (props: IconProps) => <Svg svg={MapPin} {...props} />;
