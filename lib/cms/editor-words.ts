// The editor's own messages, in sentence case and saying what to fix (Decap's English phrases,
// overridden where they shout, blame a missing field, or print a pattern instead of its reason).

type Phrases = { [key: string]: string | Phrases };

export const EDITOR_WORDS: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: fill this in.',
        // A pattern's reason is the schema's message, e.g. "must look like VJ-EL-101".
        regexPattern: '%{fieldLabel}: %{pattern}.',
      },
    },
  },
  ui: {
    toast: {
      missingRequiredField: 'Not saved: fill in the empty fields marked below.',
      onFailToPersist: 'Not saved: %{details}',
    },
  },
};

export function withWords(base: Phrases, words: Phrases = EDITOR_WORDS): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(words))
    merged[key] = typeof value === 'string' ? value : withWords((base[key] as Phrases | undefined) ?? {}, value);
  return merged;
}
