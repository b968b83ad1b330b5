import { Svg, type IconProps } from '../svg-icon';

export const FileTextIcon = (props: IconProps) => <Svg icon="file-text" {...props} />;
