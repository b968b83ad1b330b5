import { HeartPulse } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const HeartPulseIcon = (props: IconProps) => <Svg svg={HeartPulse} {...props} />;
