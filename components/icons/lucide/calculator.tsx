import { Calculator } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const CalculatorIcon = (props: IconProps) => <Svg svg={Calculator} {...props} />;
