import { Play } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PlayIcon = (props: IconProps) => <Svg name="play" svg={Play} {...props} />;
