import { Svg, type IconProps } from '../svg-icon';

export const PlayIcon = (props: IconProps) => <Svg icon="play" {...props} />;
