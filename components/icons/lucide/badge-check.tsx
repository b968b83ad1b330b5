import { BadgeCheck } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BadgeCheckIcon = (props: IconProps) => <Svg svg={BadgeCheck} {...props} />;
