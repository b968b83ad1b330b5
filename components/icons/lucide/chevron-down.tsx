import { Svg, type IconProps } from '../svg-icon';

export const ChevronDownIcon = (props: IconProps) => <Svg icon="chevron-down" {...props} />;
