import { photoSources, sizedPhotoUrl } from '@/lib/photos';

const widths = (srcSet: string) => srcSet.split(', ').map((entry) => Number(entry.split(' ')[1].replace('w', '')));

describe('photo sources', () => {
  it('asks the CDN for a cropped copy of the width, in the best format', () => {
    expect(sizedPhotoUrl('https://images.unsplash.com/photo-1', 640)).toBe(
      'https://images.unsplash.com/photo-1?auto=format&fit=crop&w=640&q=70',
    );
    expect(sizedPhotoUrl('/logo.svg', 640)).toBe('/logo.svg');
  });

  it('offers a full-width photo from a small phone up to a 2x laptop, and no larger', () => {
    const { src, srcSet } = photoSources('photo-1', '100vw');
    expect(widths(srcSet)).toEqual([640, 750, 828, 1080, 1200, 1920, 2048]);
    expect(src).toContain('w=1200');
  });

  it('starts lower for a slot that is a share of the screen', () => {
    expect(widths(photoSources('photo-1', '(min-width: 640px) 50vw, 100vw').srcSet)[0]).toBe(384);
  });

  it('offers 1x and 2x for a slot in pixels', () => {
    expect(widths(photoSources('photo-1', '80px').srcSet)).toEqual([256]);
    expect(widths(photoSources('photo-1', '300px').srcSet)).toEqual([384, 640]);
  });
});
