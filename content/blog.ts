import type { BlogContent } from '@/lib/schemas/content/blog';

// Journal articles, newest first: the first one in the current filter is shown as Featured.
// Categories: Industry News, Travel Guides, Luxury Travel, Safety, Sustainability, Luxury Experience.
export const blog = {
  newsletterTitle: 'The journal, in your inbox',
  newsletterText: 'New articles, empty-leg fares and routes worth flying, once a month. Never more.',
  emptyTitle: 'Nothing here yet',
  emptyText: 'We are still writing for this category. In the meantime, the rest of the journal is one tap away.',
  articles: [
    {
      id: 'maldives-seaplane-connection',
      title: 'Mumbai to the Maldives in four hours, door to villa',
      excerpt:
        'Land at Velana, step straight onto a seaplane and be on your deck before lunch. How we time the connection, and the three resorts worth the flight.',
      author: 'Ananya Rao',
      date: '2026-10-28',
      readTime: 6,
      category: 'Travel Guides',
      photo: {
        photoId: 'photo-1514282401047-d79a71a590e8',
        alt: 'Overwater villas on stilts above a turquoise Maldives lagoon',
      },
    },
    {
      id: 'new-bizav-terminal-rules',
      title: 'What the new business-aviation rules mean for your next departure',
      excerpt:
        'Dedicated security lanes and faster slot approvals are coming to Indian metro airports. What changes for private flyers, and what stays the same.',
      author: 'Vikram Sethi',
      date: '2026-10-09',
      readTime: 4,
      category: 'Industry News',
      photo: {
        photoId: 'photo-1684838200815-36eef38f353c',
        alt: 'Gulfstream-type business jet on a taxiway under a clear blue sky',
      },
    },
    {
      id: 'two-pilots-every-flight',
      title: 'Two pilots, every flight: the standard we will not trade',
      excerpt:
        'Many light jets are certified for one pilot. Ours never fly with one. Our chief pilot on the checklists, audits and rest rules behind a 100% safety record.',
      author: 'Capt. Meera Iyer',
      date: '2026-09-17',
      readTime: 7,
      category: 'Safety',
      photo: {
        photoId: 'photo-1547717015-67560f10d0a0',
        alt: 'Pilot working through a pre-flight checklist in the cockpit',
      },
    },
    {
      id: 'alpine-winter-by-jet',
      title: 'A winter in the Alps, without the transfers',
      excerpt:
        'Sion, Samedan and Courchevel take the aircraft that airlines cannot. Our guide to the altiport runways that put you twenty minutes from your chalet.',
      author: 'Ananya Rao',
      date: '2026-08-30',
      readTime: 8,
      category: 'Luxury Travel',
      photo: {
        photoId: 'photo-1736144595832-1c3c997f9177',
        alt: 'Luxury wooden chalet in deep snow below the Swiss Alps',
      },
    },
    {
      id: 'sustainable-aviation-fuel-india',
      title: 'Sustainable aviation fuel reaches Mumbai',
      excerpt:
        'From this season, every Vayu Jets departure from Mumbai can uplift a blend of sustainable fuel. What it cuts, what it costs, and how to request it.',
      author: 'Rohan Kapoor',
      date: '2026-08-12',
      readTime: 5,
      category: 'Sustainability',
      photo: {
        photoId: 'photo-1534088568595-a066f410bcda',
        alt: 'Soft white clouds drifting across a clear blue sky',
      },
    },
    {
      id: 'dubai-weekend',
      title: 'Forty-eight hours in Dubai, planned around your flight',
      excerpt:
        'Leave Mumbai after work on Thursday and be at dinner on the Creek by nine. A long weekend, hour by hour, from the people who fly it most.',
      author: 'Vikram Sethi',
      date: '2026-07-21',
      readTime: 6,
      category: 'Travel Guides',
      photo: {
        photoId: 'photo-1657106251952-2d584ebdf886',
        alt: 'Dubai skyline lit up at night with the Burj Khalifa rising above it',
      },
    },
  ],
} satisfies BlogContent;
