import { Svg, type IconProps } from '../svg-icon';

export const PlusIcon = (props: IconProps) => <Svg icon="plus" {...props} />;
