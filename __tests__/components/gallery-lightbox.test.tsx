import { render, screen } from '@testing-library/react';
import { GalleryLightbox } from '@/components/sections/gallery/gallery-lightbox';
import type { GalleryItem } from '@/lib/schemas/content/gallery';

jest.mock('@/components/ui/photo', () => ({
  Photo: ({ alt }: { alt: string }) => <span role="img" aria-label={alt} />,
}));

const film: GalleryItem = {
  id: 'boarding-film',
  type: 'video',
  title: 'Boarding at dusk',
  category: 'Exteriors',
  description: 'From car door to cabin door.',
  photo: { photoId: 'photo-1540962351504-03099e0a754b', alt: 'Business jet at dusk with its airstairs down' },
  video: {
    src: '/videos/boarding.mp4',
    captions: { src: '/videos/boarding.vtt', language: 'en', label: 'English' },
  },
};

const show = (item: GalleryItem) => render(<GalleryLightbox item={item} onClose={() => {}} />);

describe('gallery lightbox', () => {
  it('plays a video the viewer starts: poster, controls, captions, never autoplay', () => {
    show(film);
    const dialog = screen.getByRole('dialog', { name: film.title });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.getAttribute('poster')).toMatch(
      /^https:\/\/images\.unsplash\.com\/photo-1540962351504-03099e0a754b\?/,
    );
    expect(video.querySelector('source')).toHaveAttribute('src', '/videos/boarding.mp4');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/boarding.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
  });

  it('shows a video without captions with no empty track, and a photo as a photo', () => {
    const { unmount } = show({ ...film, video: { src: '/videos/boarding.webm' } });
    expect(document.querySelector('track')).toBeNull();
    expect(document.querySelector('source')).toHaveAttribute('type', 'video/webm');
    unmount();
    show({ ...film, type: 'image', video: undefined });
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: film.photo.alt })).toBeInTheDocument();
  });
});
