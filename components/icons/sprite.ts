import { brandDrawings, outlineDrawings } from './drawings';

const drawing = (svg: string) => svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();

export function sprite(): string {
  const symbols = [
    ...Object.entries(outlineDrawings).map(([name, svg]) => [name, drawing(svg)]),
    ...Object.entries(brandDrawings),
  ].map(([name, paths]) => `<symbol id="${name}" viewBox="0 0 24 24">${paths}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
