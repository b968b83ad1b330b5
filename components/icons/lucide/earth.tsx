import { Earth } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const EarthIcon = (props: IconProps) => <Svg svg={Earth} {...props} />;
