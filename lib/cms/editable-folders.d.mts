export const CONTENT_FOLDER: string;
export const MEDIA_FOLDER: string;
export const PUBLIC_FOLDER: string;
export const DEFAULT_PROXY_PORT: number;
