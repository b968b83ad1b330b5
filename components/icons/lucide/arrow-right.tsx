import { Svg, type IconProps } from '../svg-icon';

export const ArrowRightIcon = (props: IconProps) => <Svg icon="arrow-right" {...props} />;
