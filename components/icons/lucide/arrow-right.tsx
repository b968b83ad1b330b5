import { ArrowRight } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ArrowRightIcon = (props: IconProps) => <Svg svg={ArrowRight} {...props} />;
