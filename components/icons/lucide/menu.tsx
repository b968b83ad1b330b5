import { Menu } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MenuIcon = (props: IconProps) => <Svg name="menu" svg={Menu} {...props} />;
