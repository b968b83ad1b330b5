import data from '@/content/data/safety.json';
import type { SafetyContent } from '@/lib/schemas/content/safety';

// The /safety page, "How we vet every flight": one entry per section, in page order, in
// content/data/safety.json (edited at /admin/, "Page words").
export const safety = data as SafetyContent;
