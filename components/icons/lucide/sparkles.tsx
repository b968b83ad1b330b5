import { Svg, type IconProps } from '../svg-icon';

export const SparklesIcon = (props: IconProps) => <Svg icon="sparkles" {...props} />;
