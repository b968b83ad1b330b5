import { gallery } from '@/content/gallery';
import { parseContent } from '@/lib/content';
import { withVideoFiles } from '@/lib/gallery-files';
import { GALLERY_CATEGORIES, gallerySchema } from '@/lib/schemas/content/gallery';

const parse = (data: unknown) => parseContent(gallerySchema, data, 'content/data/gallery.json');

describe('gallery content', () => {
  it('is valid', () => {
    expect(() => parse(gallery)).not.toThrow();
  });

  it('has exactly 9 items in the five filter categories, each a photo until a film exists to play', () => {
    expect(GALLERY_CATEGORIES).toEqual(['Interiors', 'Exteriors', 'Flight Experience', 'Technology', 'Lounges']);
    expect(gallery.items).toHaveLength(9);
    expect(new Set(gallery.items.map((item) => item.type))).toEqual(new Set(['image']));
    for (const category of GALLERY_CATEGORIES)
      expect(gallery.items.some((item) => item.category === category && item.type === 'image')).toBe(true);
  });

  it('rejects a tenth item and a missing one', () => {
    expect(() => parse({ ...gallery, items: [...gallery.items, { ...gallery.items[0], id: 'extra' }] })).toThrow(
      /items: the gallery shows exactly 9 items/,
    );
    expect(() => parse({ ...gallery, items: gallery.items.slice(1) })).toThrow(/exactly 9 items/);
  });

  it('reports a marketer typo with the file and path', () => {
    const items = gallery.items.map((item, index) => (index === 4 ? { ...item, category: 'Lounge' } : item));
    expect(() => parse({ ...gallery, items })).toThrow(
      /Invalid content in content\/data\/gallery\.json:\n {2}- items\.4\.category: must be one of Interiors, Exteriors/,
    );
  });

  it('rejects a video with nothing to play, and a film named anywhere but public/videos/', () => {
    const withItem = (patch: object) => ({
      ...gallery,
      items: gallery.items.map((item, index) => (index === 2 ? { ...item, ...patch } : item)),
    });
    expect(() => parse(withItem({ type: 'video' }))).toThrow(
      /items\.2\.video: a video needs a file to play: set video\.src/,
    );
    expect(() => parse(withItem({ type: 'video', video: { src: 'https://example.com/film.mp4' } }))).toThrow(
      /items\.2\.video\.src: must be a file in public\/videos\/ ending \.mp4 or \.webm/,
    );
    expect(() => parse(withItem({ type: 'video', video: { src: '/videos/film.mov' } }))).toThrow(/video\.src/);
    expect(() =>
      parse(
        withItem({
          type: 'video',
          video: { src: '/videos/film.mp4', captions: { src: '/videos/film.srt', language: 'en', label: 'English' } },
        }),
      ),
    ).toThrow(/items\.2\.video\.captions\.src: must be a file in public\/videos\/ ending \.vtt/);
    expect(() => parse(withItem({ video: { src: '/videos/film.mp4' } }))).toThrow(/items\.2\.type: has a video file/);
    expect(() =>
      parse(
        withItem({
          type: 'video',
          video: { src: '/videos/film.webm', captions: { src: '/videos/film.vtt', language: 'en', label: 'English' } },
        }),
      ),
    ).not.toThrow();
  });

  it('a video whose file is not in public/ fails the build, naming the field', () => {
    const valid = parse({
      ...gallery,
      items: gallery.items.map((item, index) =>
        index === 5 ? { ...item, type: 'video', video: { src: '/videos/not-there.mp4' } } : item,
      ),
    });
    expect(() => withVideoFiles(valid)).toThrow(
      /Invalid content in content\/data\/gallery\.json:\n {2}- items\.5\.video\.src: \/videos\/not-there\.mp4 is not in public\//,
    );
    expect(withVideoFiles(parse(gallery))).toEqual(parse(gallery));
  });

  it('rejects an unknown type, a bad photo ID and a thin alt text', () => {
    const withItem = (patch: object) => ({
      ...gallery,
      items: gallery.items.map((item, index) => (index === 0 ? { ...item, ...patch } : item)),
    });
    expect(() => parse(withItem({ type: 'gif' }))).toThrow(/items\.0\.type: must be "image" or "video"/);
    expect(() => parse(withItem({ photo: { photoId: 'jet.jpg', alt: 'A jet on the apron at dusk' } }))).toThrow(
      /items\.0\.photo\.photoId: must be a photo ID from content\/photo-library\.ts/,
    );
    expect(() => parse(withItem({ photo: { ...gallery.items[0].photo, alt: 'jet' } }))).toThrow(
      /items\.0\.photo\.alt: describe what the photo shows/,
    );
  });
});
