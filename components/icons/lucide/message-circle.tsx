import { Svg, type IconProps } from '../svg-icon';

export const MessageCircleIcon = (props: IconProps) => <Svg icon="message-circle" {...props} />;
