import { Award } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const AwardIcon = (props: IconProps) => <Svg svg={Award} {...props} />;
