import { Svg, type IconProps } from '../svg-icon';

export const PlaneTakeoffIcon = (props: IconProps) => <Svg icon="plane-takeoff" {...props} />;
