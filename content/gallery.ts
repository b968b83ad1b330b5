import data from '@/content/data/gallery.json';
import type { GalleryContent } from '@/lib/schemas/content/gallery';

// The /gallery grid in display order, and the story below it, in content/data/gallery.json (edited
// at /admin/, "Page words"). Company figures are placeholders ({fleet}, {founded}). An item is a
// "video" only with a film to play: put the file in public/videos/ and name it in video.src (the
// photo becomes its poster); see docs/editing-content.md. "Watch Our Story" leads to storyHref.
export const gallery = data as GalleryContent;
