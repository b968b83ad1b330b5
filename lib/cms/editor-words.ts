type Phrases = { [key: string]: string | Phrases };

export const EDITOR_WORDS: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: '%{fieldLabel}: fill this in.',
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
