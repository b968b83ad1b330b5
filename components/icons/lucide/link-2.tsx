import { Link2 } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const Link2Icon = (props: IconProps) => <Svg name="link-2" svg={Link2} {...props} />;
