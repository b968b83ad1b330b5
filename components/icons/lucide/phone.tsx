import { Phone } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PhoneIcon = (props: IconProps) => <Svg svg={Phone} {...props} />;
