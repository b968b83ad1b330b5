import { Svg, type IconProps } from '../svg-icon';

export const UserIcon = (props: IconProps) => <Svg icon="user" {...props} />;
