import { Svg, type IconProps } from '../svg-icon';

export const EarthIcon = (props: IconProps) => <Svg icon="earth" {...props} />;
