import { MapPin } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MapPinIcon = (props: IconProps) => <Svg name="map-pin" svg={MapPin} {...props} />;
