import { Svg, type IconProps } from '../svg-icon';

export const ChevronRightIcon = (props: IconProps) => <Svg icon="chevron-right" {...props} />;
