import { Svg, type IconProps } from '../svg-icon';

export const ChevronLeftIcon = (props: IconProps) => <Svg icon="chevron-left" {...props} />;
