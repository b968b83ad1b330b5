import data from '@/content/data/services.json';
import type { ServicesContent } from '@/lib/schemas/content/services';

// The services on /services, in content/data/services.json (edited at /admin/, "Page words"). A
// seat count is a placeholder ({heavySeats}), worked out from the fleet.
export const services = data as ServicesContent;
