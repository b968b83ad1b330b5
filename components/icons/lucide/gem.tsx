import { Gem } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const GemIcon = (props: IconProps) => <Svg svg={Gem} {...props} />;
