import { Svg, type IconProps } from '../svg-icon';

export const BookmarkPlusIcon = (props: IconProps) => <Svg icon="bookmark-plus" {...props} />;
