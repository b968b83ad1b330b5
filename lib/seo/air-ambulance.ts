import { content } from '@/lib/content';
import { absoluteUrl } from '@/lib/metadata';
import { ORGANIZATION_ID } from './structured-data';

export function airAmbulanceService({ name, description, path }: { name: string; description: string; path: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType: 'Air ambulance',
    url: absoluteUrl(path),
    areaServed: 'Worldwide',
    provider: { '@id': ORGANIZATION_ID },
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: absoluteUrl(path),
      servicePhone: {
        '@type': 'ContactPoint',
        telephone: content.company.phone.e164,
        email: content.company.medicalEmail,
        contactType: 'emergency',
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    },
  };
}
