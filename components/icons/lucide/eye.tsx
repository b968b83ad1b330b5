import { Svg, type IconProps } from '../svg-icon';

export const EyeIcon = (props: IconProps) => <Svg icon="eye" {...props} />;
