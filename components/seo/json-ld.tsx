const UNSAFE = /[<>&\u2028\u2029]/g;

// JSON for a <script> data block: every `<`, `>` and `&` becomes \u003c etc., so no text can close the tag.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// The only dangerouslySetInnerHTML in the app: structured data, escaped above.
export function JsonLd({ id, data }: { id: string; data: unknown }) {
  return <script type="application/ld+json" id={id} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
