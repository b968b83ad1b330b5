import { Svg, type IconProps } from '../svg-icon';

export const SendIcon = (props: IconProps) => <Svg icon="send" {...props} />;
