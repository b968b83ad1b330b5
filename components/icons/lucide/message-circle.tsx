import { MessageCircle } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MessageCircleIcon = (props: IconProps) => <Svg svg={MessageCircle} {...props} />;
