import { BriefcaseBusiness } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BriefcaseBusinessIcon = (props: IconProps) => <Svg svg={BriefcaseBusiness} {...props} />;
