import { Svg, type IconProps } from '../svg-icon';

export const MapPinIcon = (props: IconProps) => <Svg icon="map-pin" {...props} />;
