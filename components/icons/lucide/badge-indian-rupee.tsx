import { Svg, type IconProps } from '../svg-icon';

export const BadgeIndianRupeeIcon = (props: IconProps) => <Svg icon="badge-indian-rupee" {...props} />;
