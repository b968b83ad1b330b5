import { sprite } from '@/components/icons/sprite';

// Written once by the static export as out/icons.svg.
export const dynamic = 'force-static';

export function GET() {
  return new Response(sprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
}
