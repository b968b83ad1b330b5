import { Menu } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MenuIcon = (props: IconProps) => <Svg svg={Menu} {...props} />;
