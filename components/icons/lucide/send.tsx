import { Send } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const SendIcon = (props: IconProps) => <Svg svg={Send} {...props} />;
