import { Svg, type IconProps } from '../svg-icon';

export const PrinterIcon = (props: IconProps) => <Svg icon="printer" {...props} />;
