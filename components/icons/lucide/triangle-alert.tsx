import { TriangleAlert } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const TriangleAlertIcon = (props: IconProps) => <Svg svg={TriangleAlert} {...props} />;
