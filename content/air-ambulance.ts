import data from '@/content/data/air-ambulance.json';
import type { AirAmbulanceContent } from '@/lib/schemas/content/air-ambulance';

// /air-ambulance copy, in content/data/air-ambulance.json (edited at /admin/, "Page words"). The
// phone and WhatsApp number come from content/company.ts. The request form's "sent" and "failed"
// words live here rather than in content/messages.ts, which every page ships, so only this page
// carries them; "endpoint" holds the words used when the site sends requests to its endpoint
// (docs/requests.md): sent once, directly, never stored.
export const airAmbulance = data as AirAmbulanceContent;
