import { Svg, type IconProps } from '../svg-icon';

export const CheckIcon = (props: IconProps) => <Svg icon="check" {...props} />;
