import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FleetCarousel } from '@/components/sections/home/fleet-carousel';
import { content } from '@/lib/content';

const { home: homeContent } = content;

jest.mock('@/components/ui/photo', () => ({
  Photo: ({ alt }: { alt: string }) => <span role="img" aria-label={alt} />,
}));

const slides = homeContent.fleet.slides;

function renderCarousel() {
  render(<FleetCarousel label="Aircraft classes" slides={slides} />);
  return screen.getByRole('region', { name: 'Aircraft classes' });
}

const current = () => screen.getByRole('status').textContent;

describe('FleetCarousel', () => {
  it('is announced as a carousel and shows one slide at a time', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Slide 1 of 4' })).toHaveTextContent('Light Jets');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(current()).toBe('Light Jets, Slide 1 of 4');
  });

  it('wraps from the first slide to the last and back with the buttons', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('Group Charter, Slide 4 of 4');
    expect(screen.getByRole('group', { name: 'Slide 4 of 4' })).toHaveTextContent('15+ seats');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Light Jets, Slide 1 of 4');
  });

  it('moves with ArrowLeft and ArrowRight and ignores other keys', () => {
    const region = renderCarousel();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe('Midsize, Slide 2 of 4');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe('Group Charter, Slide 4 of 4');
    fireEvent.keyDown(region, { key: 'ArrowDown' });
    fireEvent.keyDown(region, { key: 'a' });
    expect(current()).toBe('Group Charter, Slide 4 of 4');
  });
});
