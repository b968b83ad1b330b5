import { Sparkles } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const SparklesIcon = (props: IconProps) => <Svg name="sparkles" svg={Sparkles} {...props} />;
