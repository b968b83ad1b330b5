// What a reader of typed text cannot see: direction controls, which make it read in another order
// than it is stored (an override turns "CBA-TV" into what looks like "VT-ABC"), and the invisible
// characters (zero-width spaces and joiners, soft hyphens, fillers).

const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_OR_SPACE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Text that holds a direction control or an invisible character anywhere. */
export const hasHiddenCharacters = (text: string) => DIRECTION_CONTROLS.test(text) || INVISIBLE.test(text);

/** Text that is there but shows nothing: only spaces and invisible characters (not empty text). */
export const showsNothing = (text: string) => text !== '' && text.replace(INVISIBLE_OR_SPACE, '') === '';
