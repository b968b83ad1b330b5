import { Svg, type IconProps } from '../svg-icon';

export const MenuIcon = (props: IconProps) => <Svg icon="menu" {...props} />;
