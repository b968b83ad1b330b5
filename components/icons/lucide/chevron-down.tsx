import { ChevronDown } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ChevronDownIcon = (props: IconProps) => <Svg name="chevron-down" svg={ChevronDown} {...props} />;
