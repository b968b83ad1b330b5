import { ChevronRight } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ChevronRightIcon = (props: IconProps) => <Svg svg={ChevronRight} {...props} />;
