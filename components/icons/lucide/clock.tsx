import { Clock } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ClockIcon = (props: IconProps) => <Svg svg={Clock} {...props} />;
