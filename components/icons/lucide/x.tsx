import { Svg, type IconProps } from '../svg-icon';

export const XIcon = (props: IconProps) => <Svg icon="x" {...props} />;
