/**
 * Small helpers of the participation routes: answers in the wire's shape, file answers and route definitions with an integer path parameter.
 */
import type { Context } from 'hono';
import { z } from '@hono/zod-openapi';
import { isIdInRange } from '../../../core/validation/input-id';

/**
 * The bytes as a response body: as they are, not copied (a 10,000-lot workbook is 27 MB, and its copy
 * was a 27 MB step in the server's memory at the end of the export), unless memory a Response refuses
 * (shared or resizable) backs them.
 */
const bodyOf = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  bytes.buffer instanceof ArrayBuffer && !(bytes.buffer as { resizable?: boolean }).resizable ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);

/** A file download: the bytes with their type and an attachment file name (quoted, ASCII-safe). */
export function fileResponse(c: Context, file: { fileName: string; contentType: string; content: Uint8Array }): Response {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return c.body(bodyOf(file.content), 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'cache-control': 'no-store',
  });
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const AuctionIdParams = z.object({
  auctionId: z.string().regex(/^-?\d+$/).transform(Number).refine(isIdInRange, 'must be an integer within the id range').openapi({ param: { name: 'auctionId', in: 'path' }, type: 'integer', example: 12 }),
});
export const IdParams = z.object({
  id: z.string().regex(/^-?\d+$/).transform(Number).refine(isIdInRange, 'must be an integer within the id range').openapi({ param: { name: 'id', in: 'path' }, type: 'integer', example: 12 }),
});

/** A loosely described JSON answer (shapes are documented in the description and the services' types). */
export const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.unknown().openapi({ description }) } },
});
export const binary = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().openapi({ format: 'binary' }) } },
});
/** Any JSON request body (read with readJson; the services validate it). */
export const anyJsonBody = (description: string) => ({
  body: { required: false, content: { 'application/json': { schema: z.unknown().openapi({ description }) } } },
});
