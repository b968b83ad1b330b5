import { airports } from '@/content/airports';
import { fleet } from '@/content/fleet';
import { photoLibrary } from '@/content/photo-library';
import { decapConfig } from '@/lib/cms/decap-config';
import type { DecapField } from '@/lib/cms/decap-fields';
import { articleFileSchema } from '@/lib/schemas/content/article';
import { offerFileSchema } from '@/lib/schemas/content/empty-legs';

const config = decapConfig({ today: '2026-11-28', backend: { repo: 'vayujets/website', branch: 'main' } });
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const field = (fields: DecapField[], name: string) => fields.find((entry) => entry.name === name)!;
const values = (options: unknown) => (options as { value: string }[]).map((option) => option.value);
const shapeOf = (schema: unknown) =>
  Object.keys((schema as { _zod: { def: { in: { _zod: { def: { shape: object } } } } } })._zod.def.in._zod.def.shape);

describe("the editor's configuration", () => {
  it('saves through pull requests on GitHub, and uses the local proxy on localhost', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'vayujets/website', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBe(true);
  });

  it('edits each empty leg as its own YAML file with exactly the fields of the offer schema', () => {
    const legs = collection('empty-legs');
    expect(legs).toMatchObject({ folder: 'content/empty-legs', format: 'yaml', extension: 'yaml' });
    expect(legs.fields.map((entry) => entry.name)).toEqual(shapeOf(offerFileSchema));
  });

  it('offers the fleet, the airports and the photo library as the only choices', () => {
    const legs = collection('empty-legs').fields;
    expect(field(legs, 'aircraft').options).toEqual(
      fleet.categories.flatMap((category) => category.aircraft.map((plane) => plane.name)),
    );
    expect(values(field(legs, 'from').options)).toEqual(airports.map((airport) => airport.iata));
    expect(field(legs, 'from').options).toContainEqual({ label: 'Mumbai (BOM)', value: 'BOM' });
    const photo = field(collection('articles').fields, 'photo').fields as DecapField[];
    expect(values(field(photo, 'photoId').options)).toEqual(photoLibrary.map((entry) => entry.id));
  });

  it('refuses a negative fare and a past date with the schema’s words', () => {
    const legs = collection('empty-legs').fields;
    const [price, priceMessage] = field(legs, 'price').pattern!;
    expect(new RegExp(price).test('-500000')).toBe(false);
    expect(priceMessage).toBe('must be a price in rupees above 0');
    const [date, dateMessage] = field(legs, 'date').pattern!;
    expect(new RegExp(date).test('2026-11-27')).toBe(false);
    expect(new RegExp(date).test('2026-12-27')).toBe(true);
    expect(dateMessage).toMatch(/^must be today or later/);
  });

  it('edits articles as Markdown files with the front matter of the article schema, without images', () => {
    const articles = collection('articles');
    expect(articles).toMatchObject({ folder: 'content/articles', format: 'frontmatter', extension: 'md' });
    expect(articles.fields.map((entry) => entry.name)).toEqual(
      shapeOf(articleFileSchema).filter((name) => name !== 'slug'),
    );
    const body = field(articles.fields, 'body');
    expect(body.widget).toBe('markdown');
    expect(body.editor_components).toEqual([]);
    expect(body.buttons).not.toContain('heading-one');
  });
});
