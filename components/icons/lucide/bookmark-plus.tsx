import { BookmarkPlus } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BookmarkPlusIcon = (props: IconProps) => <Svg svg={BookmarkPlus} {...props} />;
