import { Svg, type IconProps } from '../svg-icon';

export const ShieldCheckIcon = (props: IconProps) => <Svg icon="shield-check" {...props} />;
