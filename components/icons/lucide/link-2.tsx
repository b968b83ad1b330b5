import { Svg, type IconProps } from '../svg-icon';

export const Link2Icon = (props: IconProps) => <Svg icon="link-2" {...props} />;
