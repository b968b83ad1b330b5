import { Check } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const CheckIcon = (props: IconProps) => <Svg svg={Check} {...props} />;
