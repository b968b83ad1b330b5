import { Phone } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PhoneIcon = (props: IconProps) => <Svg name="phone" svg={Phone} {...props} />;
