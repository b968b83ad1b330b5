import { WhatsAppIcon } from '@/components/icons/brand-icons';
import { content } from '@/lib/content';
import { externalLinkProps, whatsappHref } from '@/lib/links';

const { chat } = content.site;

export function WhatsAppFab({ greeting = content.site.whatsappGreeting }: { greeting?: string }) {
  return (
    <div
      data-whatsapp-fab
      className="fixed inset-x-0 bottom-0 z-30 flex h-[calc(var(--chat-bar-height)+env(safe-area-inset-bottom))] items-center justify-between gap-4 border-t border-border bg-background/90 px-5 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:h-auto sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
    >
      <p className="text-sm text-muted-foreground sm:hidden">{chat.note}</p>
      <a
        href={whatsappHref(greeting)}
        {...externalLinkProps}
        aria-label={chat.label}
        className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-[#25d366] px-5 text-sm font-semibold text-[#0b1020] shadow-lg shadow-black/40 transition-transform duration-200 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-14 sm:px-0"
      >
        <WhatsAppIcon className="size-5 sm:size-7" />
        <span className="sm:hidden">{chat.short}</span>
      </a>
    </div>
  );
}
