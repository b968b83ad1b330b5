import { Svg, type IconProps } from '../svg-icon';

export const HeartHandshakeIcon = (props: IconProps) => <Svg icon="heart-handshake" {...props} />;
