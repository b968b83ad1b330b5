import { Svg, type IconProps } from '../svg-icon';

export const BuildingComplexIcon = (props: IconProps) => <Svg icon="building-complex" {...props} />;
