import { FileText } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const FileTextIcon = (props: IconProps) => <Svg svg={FileText} {...props} />;
