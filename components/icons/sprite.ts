import { brandDrawings, outlineDrawings } from './drawings';

// What sits between the library's <svg ...> and </svg>: the drawing itself.
const drawing = (svg: string) => svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();

/** The sprite: one <symbol> per icon, named as components/icons/ name them. */
export function sprite(): string {
  const symbols = [
    ...Object.entries(outlineDrawings).map(([name, svg]) => [name, drawing(svg)]),
    ...Object.entries(brandDrawings),
  ].map(([name, paths]) => `<symbol id="${name}" viewBox="0 0 24 24">${paths}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
