/**
 * A content module's sample items: the path of each value still made up for the demo (from the
 * module's export, e.g. `company.phone`) and what a real company puts there. The release check
 * refuses a build for a real domain while any is left; delete an entry once its value is real.
 */
export type SampleMarks = Record<string, string>;
