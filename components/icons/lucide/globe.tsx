import { Svg, type IconProps } from '../svg-icon';

export const GlobeIcon = (props: IconProps) => <Svg icon="globe" {...props} />;
