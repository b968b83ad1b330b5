import { HeartHandshake } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const HeartHandshakeIcon = (props: IconProps) => <Svg svg={HeartHandshake} {...props} />;
