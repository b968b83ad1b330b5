// Single unbroken values that made the release check's patterns backtrack once per character: a
// benchmark (scripts/bench-release-check.mjs) and a jest test time the check on each.
const filled = (unit, size) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Each hostile value of about `size` characters, by name. */
export function longValues(size = 5 * 1024 * 1024) {
  return {
    'one letter': filled('a', size),
    'labels and dots': filled('a.', size),
    'labels and hyphens': filled('a-', size),
    'at signs': filled('a@', size),
    'schemes without a host': filled('a:', size),
    'scheme after scheme': filled('a://', size),
    'digits and dots': filled('1.', size),
    'full-width letters': filled('ａ', size),
    'ideographic dots': filled('a。', size),
    ligatures: filled('ﬁ.', size),
    backslashes: filled('a\\', size),
    'many reserved addresses': filled('desk@vayujets.example ', size),
  };
}
