import { render } from '@testing-library/react';
import { sprite } from '@/components/icons/sprite';
import { ContactTiles } from '@/components/sections/contact/contact-tiles';

const tile = { title: 'Call us', text: 'Any hour', action: 'Call' };

// The icons are decoration beside text that says the same: a screen reader must skip them, and
// each keeps Lucide's 24-pixel drawing box unless a class sizes it.
const drawn = new Map(
  [...sprite().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">([\s\S]*?)<\/symbol>/g)].map((match) => [
    match[1],
    match[2],
  ]),
);

describe('outline icons', () => {
  it('are hidden from assistive technology and keep their drawing size', () => {
    const { container } = render(
      <ContactTiles
        tiles={{ phone: tile, email: tile, whatsapp: tile, office: tile }}
        phone="+91 22 0000 0000"
        email="charter@example.com"
        whatsappText="Hello"
        office={{ address: ['Mumbai'], hours: '9 to 6', destination: 'Mumbai' }}
      />,
    );
    const icons = [...container.querySelectorAll('svg')];
    expect(icons).toHaveLength(4);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
      expect(icon).toHaveAttribute('width', '24');
      expect(icon).toHaveAttribute('height', '24');
      // The drawing itself, not an empty box: a symbol of the sprite with something drawn in it.
      const name = icon.querySelector('use')?.getAttribute('href')?.split('#')[1];
      expect(drawn.get(name ?? '')).toMatch(/<(path|rect|circle)/);
    }
  });
});

describe('the sprite', () => {
  it('draws every icon once, each under its own name', () => {
    const names = [...sprite().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['phone', 'brand-whatsapp', 'x', 'brand-x']));
    for (const name of names) expect(drawn.get(name)).toMatch(/<(path|rect|circle|line|polyline|ellipse)/);
  });
});
