// tailwind-merge is a dev dependency only: it judges exported pages here and never ships to the
// browser (cn() is plain clsx).
import { twMerge } from 'tailwind-merge';

/** Each class attribute in the HTML where one class overrides another, with the overridden ones. */
export function classConflicts(html) {
  const found = [];
  for (const [, attribute] of html.matchAll(/\bclass="([^"]*)"/g)) {
    const classes = attribute.replaceAll('&amp;', '&').split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes.join(' ')).split(' '));
    const dropped = classes.filter((name) => !kept.has(name));
    if (dropped.length) found.push({ classes: classes.join(' '), dropped });
  }
  return found;
}
