import { Link2 } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const Link2Icon = (props: IconProps) => <Svg svg={Link2} {...props} />;
