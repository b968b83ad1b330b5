// What the editor may change, relative to the working copy: its data under content/ and its media folder.
export const CONTENT_FOLDER = 'content';
export const MEDIA_FOLDER = 'public/uploads';
export const PUBLIC_FOLDER = '/uploads';
// The proxy of `npm run cms` listens here unless CMS_PROXY_PORT says otherwise.
export const DEFAULT_PROXY_PORT = 8081;
