import type { Page } from '@playwright/test';

const PHOTO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#34405e"/></svg>',
);

/** Answers the photo CDN locally (there is no internet in CI) with a sized placeholder. */
export const stubPhotos = (page: Page) =>
  page.route('https://images.unsplash.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO }),
  );
