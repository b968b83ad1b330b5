import { Globe } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const GlobeIcon = (props: IconProps) => <Svg svg={Globe} {...props} />;
