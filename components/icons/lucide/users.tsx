import { Svg, type IconProps } from '../svg-icon';

export const UsersIcon = (props: IconProps) => <Svg icon="users" {...props} />;
