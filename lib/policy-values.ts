import type { CompanyProfile } from '@/lib/schemas/content/company';

export function policyValues(profile: CompanyProfile): Record<string, string> {
  return {
    legalName: profile.legalName,
    registeredOffice: profile.registeredOffice.join(', '),
    phone: profile.phone.display,
    email: profile.email,
    privacyEmail: profile.privacyEmail,
  };
}
