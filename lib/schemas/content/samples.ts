export type SampleMarks = Record<string, string>;
