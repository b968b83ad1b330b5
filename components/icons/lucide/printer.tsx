import { Printer } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PrinterIcon = (props: IconProps) => <Svg svg={Printer} {...props} />;
