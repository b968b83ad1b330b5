import type { GalleryContent } from '@/lib/schemas/content/gallery';

// The /gallery grid, in display order. Categories: Interiors, Exteriors, Flight Experience,
// Technology, Lounges. An item is a "video" only with a film to play: put the file in
// public/videos/ and name it in video.src (the photo becomes its poster); see docs/editing-content.md.
export const gallery = {
  storyTitle: 'The story behind every flight',
  storyText:
    'From one light jet at Mumbai’s business aviation terminal in {founded} to {fleet} and {aircraft}: how Vayu Jets began, and the people who fly with you.',
  /** Where "Watch Our Story" leads: the story and short history on the about page. */
  storyHref: '/about/#our-story',
  items: [
    {
      id: 'cabin-club-seating',
      type: 'image',
      title: 'The club cabin',
      category: 'Interiors',
      description:
        'Four hand-stitched leather seats face one another around a walnut table: a boardroom at 45,000 feet, or simply the calmest place to read.',
      photo: {
        photoId: 'photo-1625513123245-fcb02d69ad12',
        alt: 'Cream leather club seats facing each other in a private jet cabin',
      },
    },
    {
      id: 'gulfstream-dusk',
      type: 'image',
      title: 'Ready at dusk',
      category: 'Exteriors',
      description:
        'A heavy jet on the apron as the light goes, fuelled, catered and cleared an hour before you arrive.',
      photo: {
        photoId: 'photo-1684838200888-192e2a163cc9',
        alt: 'Business jet parked on an airport apron at dusk, seen nose-on from the front',
      },
    },
    {
      id: 'wing-sunrise',
      type: 'image',
      title: 'Above the weather',
      category: 'Flight Experience',
      description: 'Sunrise over the cloud deck on the dawn departure to Dubai, somewhere past the Gujarat coast.',
      photo: {
        photoId: 'photo-1436491865332-7a61a109cc05',
        alt: 'Aircraft wing above a sea of clouds at sunrise',
      },
    },
    {
      id: 'glass-flight-deck',
      type: 'image',
      title: 'The glass flight deck',
      category: 'Technology',
      description:
        'Synthetic vision, dual flight management and satellite weather: the avionics our two-pilot crews train on every six months.',
      photo: {
        photoId: 'photo-1728518278514-649c8fe6b949',
        alt: 'Illuminated glass cockpit displays of a jet at night',
      },
    },
    {
      id: 'private-lounge',
      type: 'image',
      title: 'The quiet lounge',
      category: 'Lounges',
      description:
        'Coffee, a deep chair and a window on the runway. Most guests spend less than ten minutes here; it is built for those ten.',
      photo: {
        photoId: 'photo-1761377197584-2eed555e2b0c',
        alt: 'Premium airport lounge with soft seating and warm lighting',
      },
    },
    {
      id: 'boarding-dusk',
      type: 'image',
      title: 'Boarding at dusk',
      category: 'Exteriors',
      description:
        'Airstairs down and the cabin lit: from car door to cabin door takes under two minutes, with no queue and no terminal.',
      photo: {
        photoId: 'photo-1540962351504-03099e0a754b',
        alt: 'Business jet in side profile on the tarmac at dusk with its airstairs down',
      },
    },
    {
      id: 'dining-cabin',
      type: 'image',
      title: 'Dining aloft',
      category: 'Interiors',
      description:
        'A full table laid for four, with menus from Mumbai kitchens we trust, plated on board by your cabin host.',
      photo: {
        photoId: 'photo-1661954864180-e61dea14208a',
        alt: 'Private jet cabin with a dining table set between lounge seats',
      },
    },
    {
      id: 'window-seat',
      type: 'image',
      title: 'A window at 41,000 feet',
      category: 'Flight Experience',
      description: 'The view from seat 1A as the monsoon clouds break over the Western Ghats.',
      photo: {
        photoId: 'photo-1609765685592-703a97c877ba',
        alt: 'Bright sky and white clouds seen through an aircraft window',
      },
    },
    {
      id: 'instrument-panel',
      type: 'image',
      title: 'Every system, checked twice',
      category: 'Technology',
      description:
        'Before each departure two pilots run the full checklist on the panel; our engineers have signed it off the night before.',
      photo: {
        photoId: 'photo-1761813409441-5c157440ab98',
        alt: 'Close view of a cockpit instrument panel with switches and displays',
      },
    },
  ],
} satisfies GalleryContent;
