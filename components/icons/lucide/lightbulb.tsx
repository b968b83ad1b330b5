import { Lightbulb } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const LightbulbIcon = (props: IconProps) => <Svg svg={Lightbulb} {...props} />;
