import { Svg, type IconProps } from '../svg-icon';

export const LightbulbIcon = (props: IconProps) => <Svg icon="lightbulb" {...props} />;
