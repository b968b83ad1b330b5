import { registerPreviews } from '@/lib/cms/previews';

// /admin/previews.js: runs after Decap's bundle, which sets window.CMS and window.h.
declare const STYLESHEETS: string[];
const decap = window as unknown as {
  CMS: Parameters<typeof registerPreviews>[0];
  h: Parameters<typeof registerPreviews>[1];
};
registerPreviews(decap.CMS, decap.h, STYLESHEETS);
