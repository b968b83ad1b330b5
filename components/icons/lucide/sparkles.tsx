import { Sparkles } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const SparklesIcon = (props: IconProps) => <Svg svg={Sparkles} {...props} />;
