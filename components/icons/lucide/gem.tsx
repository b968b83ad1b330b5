import { Svg, type IconProps } from '../svg-icon';

export const GemIcon = (props: IconProps) => <Svg icon="gem" {...props} />;
