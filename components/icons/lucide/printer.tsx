import { Printer } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PrinterIcon = (props: IconProps) => <Svg name="printer" svg={Printer} {...props} />;
