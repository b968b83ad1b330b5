import { Mail } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const MailIcon = (props: IconProps) => <Svg svg={Mail} {...props} />;
