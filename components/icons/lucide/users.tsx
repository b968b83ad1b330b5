import { Users } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const UsersIcon = (props: IconProps) => <Svg svg={Users} {...props} />;
