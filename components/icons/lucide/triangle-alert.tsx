import { Svg, type IconProps } from '../svg-icon';

export const TriangleAlertIcon = (props: IconProps) => <Svg icon="triangle-alert" {...props} />;
