import { ChevronLeft } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ChevronLeftIcon = (props: IconProps) => <Svg name="chevron-left" svg={ChevronLeft} {...props} />;
