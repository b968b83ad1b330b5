import { Plus } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const PlusIcon = (props: IconProps) => <Svg svg={Plus} {...props} />;
