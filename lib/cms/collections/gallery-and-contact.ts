import { adjust } from '@/lib/cms/adjust-fields';
import { decapFields, type DecapCollection, type DecapFile, type FieldOptions } from '@/lib/cms/decap-fields';
import { blogSchema } from '@/lib/schemas/content/blog';
import { contactFileSchema } from '@/lib/schemas/content/contact';
import { gallerySchema } from '@/lib/schemas/content/gallery';

const GALLERY_FILE = 'content/data/gallery.json';
const CONTACT_FILE = 'content/data/contact.json';
const BLOG_FILE = 'content/data/blog.json';

function galleryFields(options: FieldOptions) {
  return adjust(decapFields(gallerySchema, options), ['items'], (field) => ({
    ...field,
    summary: '{{fields.title}}',
  }));
}

function contactFields(options: FieldOptions) {
  return adjust(decapFields(contactFileSchema, options), ['subjects'], (field) => ({
    ...field,
    summary: '{{fields.label}}',
  }));
}

export function galleryAndContactCollection(options: FieldOptions): DecapCollection {
  const files: DecapFile[] = [
    { name: 'gallery', label: 'Gallery: the photos and the story', file: GALLERY_FILE, fields: galleryFields(options) },
    { name: 'contact', label: 'Contact: the page’s words', file: CONTACT_FILE, fields: contactFields(options) },
    {
      name: 'blog',
      label: 'Journal: the /blog page’s words',
      file: BLOG_FILE,
      fields: decapFields(blogSchema, options),
    },
  ];
  return {
    name: 'gallery-and-contact',
    label: 'Gallery, contact and journal',
    description:
      'The words of /gallery, /contact and /blog (each page’s opening words are under Pages). The office, phone numbers and e-mails come from Company; figures are placeholders such as {fleet}: keep them, the build fills them in.',
    format: 'json',
    extension: 'json',
    editor: { preview: false },
    files,
  };
}
