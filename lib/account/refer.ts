import { whatsappHref } from '@/lib/links';

export type ReferOutcome = 'shared' | 'cancelled' | 'copied' | 'whatsapp';
export type Invitation = { title: string; text: string; url: string };

export const invitationWhatsapp = ({ text, url }: Invitation) => whatsappHref(`${text} ${url}`, '');

export async function shareInvitation(invitation: Invitation, nav: Navigator = navigator): Promise<ReferOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(invitation);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(`${invitation.text} ${invitation.url}`);
    return 'copied';
  } catch {
    return 'whatsapp';
  }
}
