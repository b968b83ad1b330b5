import { BadgeIndianRupee } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BadgeIndianRupeeIcon = (props: IconProps) => <Svg svg={BadgeIndianRupee} {...props} />;
