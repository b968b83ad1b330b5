import { Briefcase } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BriefcaseIcon = (props: IconProps) => <Svg svg={Briefcase} {...props} />;
