import { BuildingComplex } from 'lucide-static';
import { Svg, type IconProps } from '../svg-icon';

export const BuildingComplexIcon = (props: IconProps) => (
  <Svg name="building-complex" svg={BuildingComplex} {...props} />
);
