import { Svg, type IconProps } from '../svg-icon';

export const UsersRoundIcon = (props: IconProps) => <Svg icon="users-round" {...props} />;
