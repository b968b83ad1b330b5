import { Svg, type IconProps } from '../svg-icon';

export const CalculatorIcon = (props: IconProps) => <Svg icon="calculator" {...props} />;
