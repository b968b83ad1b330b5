import data from '@/content/data/about.json';
import type { AboutContent } from '@/lib/schemas/content/about';

// The about page's story, history, values and team, in content/data/about.json (edited at /admin/,
// "Page words"). Company figures are placeholders ({flights}, {founded}); "Watch Our Story" on
// /gallery leads to the story (/about/#our-story).
export const about = data as AboutContent;
