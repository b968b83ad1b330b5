import { Play } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PlayIcon = (props: IconProps) => <Svg svg={Play} {...props} />;
