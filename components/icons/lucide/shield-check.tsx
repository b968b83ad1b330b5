import { ShieldCheck } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const ShieldCheckIcon = (props: IconProps) => <Svg svg={ShieldCheck} {...props} />;
