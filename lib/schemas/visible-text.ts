const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_OR_SPACE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

export const hasHiddenCharacters = (text: string) => DIRECTION_CONTROLS.test(text) || INVISIBLE.test(text);

export const showsNothing = (text: string) => text !== '' && text.replace(INVISIBLE_OR_SPACE, '') === '';
