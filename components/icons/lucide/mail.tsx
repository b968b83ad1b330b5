import { Svg, type IconProps } from '../svg-icon';

export const MailIcon = (props: IconProps) => <Svg icon="mail" {...props} />;
