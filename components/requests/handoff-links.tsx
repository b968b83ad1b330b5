import { requestStatus as copy } from '@/content/request-status';
import { externalLinkProps } from '@/lib/links';
import type { SiteRequest } from '@/lib/requests/model';
import { handoffLinks } from '@/lib/requests/render';

export function HandoffLinks({ request }: { request: SiteRequest }) {
  const links = handoffLinks(request);
  return (
    <>
      <a href={links.whatsapp} {...externalLinkProps} className="text-gold underline underline-offset-4">
        {copy.whatsapp}
      </a>
      <a href={links.email} className="text-gold underline underline-offset-4">
        {copy.email}
      </a>
    </>
  );
}
