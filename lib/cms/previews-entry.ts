import { checkEveryWidget, type CreateClass, type H, type WidgetRegistry } from '@/lib/cms/checked-widgets';
import type { ContentSnapshot } from '@/lib/cms/content-snapshot';
import { withWords } from '@/lib/cms/editor-words';
import { entryIssues } from '@/lib/cms/entry-checks';
import { PHOTO_WIDGET, photoPicker } from '@/lib/cms/photo-picker';
import { registerPreviews } from '@/lib/cms/previews';

declare const STYLESHEETS: string[];
declare const SNAPSHOT: ContentSnapshot;
type Phrases = Parameters<typeof withWords>[0];
const decap = window as unknown as {
  CMS: Parameters<typeof registerPreviews>[0] &
    WidgetRegistry & { getLocale: (name: string) => Phrases; registerLocale: (name: string, phrases: Phrases) => void };
  h: Parameters<typeof registerPreviews>[1] & H;
  createClass: CreateClass;
};
const { CMS, h, createClass } = decap;
CMS.registerLocale('en', withWords(CMS.getLocale('en')));
const picker = photoPicker(h, createClass);
CMS.registerWidget(PHOTO_WIDGET, picker.control, picker.preview);
checkEveryWidget(CMS, h, createClass, (entry) => entryIssues(entry, SNAPSHOT));
registerPreviews(CMS, h, STYLESHEETS);
