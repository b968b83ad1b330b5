import type { IncomingMessage, ServerResponse } from 'node:http';

export const DATA_EXTENSIONS: string[];
export const IMAGE_EXTENSIONS: Record<string, 'jpeg' | 'png' | 'webp' | 'avif'>;
export class Refused extends Error {
  status: number;
  constructor(status: number, reason: string);
}
export function editorOrigins(sitePort: number | string): string[];
export function ownHosts(port: number | string): string[];
export function imageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'avif' | null;
export function segmentsOf(name: unknown): string[];
export type Backend = {
  answer(body: unknown): Promise<unknown>;
  root: string;
  areas: { folder: string; real: string }[];
};
export function createBackend(options: { root: string; mediaFolder?: string }): Promise<Backend>;
export function createHandler(
  backend: Backend,
  options: { sitePort: number | string; log?: (line: string) => void },
): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
export function listenLocal(
  handler: (request: IncomingMessage, response: ServerResponse) => unknown,
  port: number,
): Promise<{ port: number; close: () => Promise<unknown> }>;
