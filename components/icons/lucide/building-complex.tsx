import { BuildingComplex } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BuildingComplexIcon = (props: IconProps) => <Svg svg={BuildingComplex} {...props} />;
