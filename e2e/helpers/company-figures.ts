import { fleet } from '@/content/fleet';
import { stats } from '@/content/stats';
import { companyValues } from '@/lib/company-figures';
import { fillCopy } from '@/lib/fleet/capabilities';

/** Copy with its company figures filled ({flights}, {fleet} …), as the build fills it. */
export const withCompanyFigures = <T>(value: T, file: string): T =>
  fillCopy(value, companyValues(stats, fleet.categories), file);
