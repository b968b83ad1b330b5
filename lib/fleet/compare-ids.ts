export const COMPARE_STATUS_ID = 'compare-status';
export const compareViewId = (slug: string) => `${slug}-compare-view`;
export const compareLimitId = (slug: string) => `${slug}-compare-limit`;
