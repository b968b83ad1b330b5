import data from '@/content/data/offline.json';
import type { OfflineContent } from '@/lib/schemas/content/offline';

// What the site says about working without a connection: the offline page, the notice that a new
// version is ready and the "Add to home screen" hint, in content/data/offline.json (edited at
// /admin/, "Site and account"). The numbers come from content/company.ts. Read raw by the browser
// (the notice and the hint), checked at build time by lib/content.ts.
export const offline = data as OfflineContent;
