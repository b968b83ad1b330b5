import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { content } from '@/lib/content';
import { externalLinkProps, whatsappHref } from '@/lib/links';

// A page with its own greeting renders a second one in <main>; CSS hides the layout's while it is there.
// While a region of figures (data-figures) passes under it, it steps aside: see globals.css.
export function WhatsAppFab({ greeting = content.site.whatsappGreeting }: { greeting?: string }) {
  return (
    <a
      href={whatsappHref(greeting)}
      {...externalLinkProps}
      aria-label="Chat on WhatsApp"
      data-whatsapp-fab
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-[#25d366] text-[#0b1020] shadow-lg shadow-black/40 transition-transform duration-200 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
