import data from '@/content/data/service-pages.json';
import type { ServicePagesContent } from '@/lib/schemas/content/service-pages';

// The page of each service at /services/<id>/, in content/data/service-pages.json (edited at
// /admin/, "Page words"); its title, photo and features come from content/data/services.json.
// Typical aircraft are names from the fleet and link to their pages; jetType is the category
// "Book Now" opens the planner with.
export const servicePages = data as ServicePagesContent;
