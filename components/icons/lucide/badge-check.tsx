import { Svg, type IconProps } from '../svg-icon';

export const BadgeCheckIcon = (props: IconProps) => <Svg icon="badge-check" {...props} />;
