import type { ComponentType, SVGProps } from 'react';

// Lucide's outline icons as plain SVG, from the library's static build (lucide-static): the same
// drawings, with no icon runtime. In a server component an icon is only HTML; in a client component
// it costs its own drawing and this renderer. One module per icon (components/icons/lucide/), so a
// page ships only the drawings it shows. The brand marks Lucide does not draw are in brand-icons.tsx.

export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = ComponentType<IconProps>;

// What sits between the library's <svg ...> and </svg>: the drawing itself.
const drawing = (svg: string) => svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();

// Like lucide-react: hidden from assistive technology unless the icon is given a name of its own.
const named = (props: IconProps) =>
  Object.keys(props).some((key) => key.startsWith('aria-') || key === 'title' || key === 'role');

export function Svg({ svg, ...props }: IconProps & { svg: string }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named(props) ? undefined : true}
      {...props}
      // The library's own drawing, a constant: no visitor's text reaches it.
      // eslint-disable-next-line react/no-danger
      dangerouslySetInnerHTML={{ __html: drawing(svg) }}
    />
  );
}
