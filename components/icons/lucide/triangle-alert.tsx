import { TriangleAlert } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const TriangleAlertIcon = (props: IconProps) => <Svg name="triangle-alert" svg={TriangleAlert} {...props} />;
