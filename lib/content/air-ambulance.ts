import { airAmbulance } from '@/content/air-ambulance';
import { airAmbulancePageSchema } from '@/lib/schemas/content/air-ambulance';
import { parseContent } from './parse';

export const airAmbulanceContent = parseContent(airAmbulancePageSchema, airAmbulance, 'content/air-ambulance.ts');
