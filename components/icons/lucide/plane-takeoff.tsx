import { PlaneTakeoff } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PlaneTakeoffIcon = (props: IconProps) => <Svg svg={PlaneTakeoff} {...props} />;
