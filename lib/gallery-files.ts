import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

// Build time: a video must never open on a player with nothing to play.

export function withVideoFiles<T extends { items: GalleryItem[] }>(gallery: T, root = process.cwd()): T {
  const missing = gallery.items.flatMap((item, index) =>
    [
      { at: `items.${index}.video.src`, src: item.video?.src },
      { at: `items.${index}.video.captions.src`, src: item.video?.captions?.src },
    ].filter((file) => file.src && !existsSync(path.join(root, 'public', file.src))),
  );
  if (missing.length)
    throw new Error(
      `Invalid content in content/data/gallery.json:\n${missing.map((file) => `  - ${file.at}: ${file.src} is not in public/`).join('\n')}`,
    );
  return gallery;
}
