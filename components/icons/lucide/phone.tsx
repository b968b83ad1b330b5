import { Svg, type IconProps } from '../svg-icon';

export const PhoneIcon = (props: IconProps) => <Svg icon="phone" {...props} />;
