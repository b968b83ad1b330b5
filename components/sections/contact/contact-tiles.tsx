import type { ComponentType, ReactNode } from 'react';
import { BuildingComplexIcon } from '@/components/icons/lucide/building-complex';
import { MailIcon } from '@/components/icons/lucide/mail';
import { MessageCircleIcon } from '@/components/icons/lucide/message-circle';
import { PhoneIcon } from '@/components/icons/lucide/phone';
import { buttonVariants } from '@/components/ui/button';
import { directionsHref, externalLinkProps, mailtoHref, telHref, whatsappHref } from '@/lib/links';

type TileText = { title: string; text: string; action: string };
type ContactTilesProps = {
  tiles: { phone: TileText; email: TileText; whatsapp: TileText; office: TileText };
  phone: string;
  email: string;
  whatsappText: string;
  office: { address: string[]; hours: string; destination: string };
};

const actionClass = buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto w-fit' });

function Tile({
  icon: Icon,
  tile,
  value,
  children,
}: {
  icon: ComponentType<{ className?: string }>;
  tile: TileText;
  value: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6">
      <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-gold/10 text-gold">
        <Icon className="size-5" />
      </span>
      <h2 className="text-xl font-semibold">{tile.title}</h2>
      <div className="text-[0.9375rem] font-medium tracking-tight [overflow-wrap:anywhere] text-foreground">
        {value}
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{tile.text}</p>
      {children}
    </li>
  );
}

export function ContactTiles({ tiles, phone, email, whatsappText, office }: ContactTilesProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      <Tile icon={PhoneIcon} tile={tiles.phone} value={phone}>
        <a href={telHref()} className={actionClass}>
          {tiles.phone.action}
        </a>
      </Tile>
      <Tile icon={MailIcon} tile={tiles.email} value={email}>
        <a href={mailtoHref()} className={actionClass}>
          {tiles.email.action}
        </a>
      </Tile>
      <Tile icon={MessageCircleIcon} tile={tiles.whatsapp} value={phone}>
        <a href={whatsappHref(whatsappText)} {...externalLinkProps} className={actionClass}>
          {tiles.whatsapp.action}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Tile>
      <Tile
        icon={BuildingComplexIcon}
        tile={tiles.office}
        value={
          <>
            <address className="not-italic">
              {office.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <p className="mt-2 font-normal text-muted-foreground">{office.hours}</p>
          </>
        }
      >
        <a href={directionsHref(office.destination)} {...externalLinkProps} className={actionClass}>
          {tiles.office.action}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Tile>
    </ul>
  );
}
