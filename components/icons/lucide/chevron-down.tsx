import { ChevronDown } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ChevronDownIcon = (props: IconProps) => <Svg svg={ChevronDown} {...props} />;
