import { Svg, type IconProps } from '../svg-icon';

export const TrashIcon = (props: IconProps) => <Svg icon="trash" {...props} />;
