import { ChevronLeft } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ChevronLeftIcon = (props: IconProps) => <Svg svg={ChevronLeft} {...props} />;
