import { UsersRound } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const UsersRoundIcon = (props: IconProps) => <Svg svg={UsersRound} {...props} />;
