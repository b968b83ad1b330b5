import { User } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const UserIcon = (props: IconProps) => <Svg svg={User} {...props} />;
