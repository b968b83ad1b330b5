import { Trash } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const TrashIcon = (props: IconProps) => <Svg svg={Trash} {...props} />;
