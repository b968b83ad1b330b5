import data from '@/content/data/estimate.json';
import type { EstimateCopy } from '@/lib/schemas/content/estimate';

// What the route estimate panel on /book says around its figures, in content/data/estimate.json
// (edited at /admin/, "Planning pages"). `{name}` placeholders are filled by fillMessage(); the
// assumptions and exclusions themselves are in pricing.ts.
export const estimateCopy = data as EstimateCopy;
