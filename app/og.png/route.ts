import { renderSocialCard } from '@/components/seo/social-card';

export const dynamic = 'force-static';

export function GET() {
  return renderSocialCard();
}
