/**
 * Reads a multipart upload without trusting it: malformed bodies are a 400, never a 500. File
 * names are kept only for display and extension checks; storage keys are made by the services.
 */
import type { Context } from 'hono';
import { fail, ok, type Result } from '../../../core/domain/result';
import type { FormParts } from '../../../contract/route';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The files of the upload and its text fields (`fields`, e.g. auctionId). */
export type UploadResult = Result<{ files: UploadedFile[]; fields: Record<string, string> }, 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE'>;

/** True for the parts of a multipart request (or null: unreadable), as opposed to a JSON body. */
export const isFormParts = (v: unknown): v is FormParts => v === null || v instanceof Map;

/** The files and text fields of a multipart request's parts (contract `multipart`, read by the route registrar). */
export async function uploadOf(c: Context, parts: FormParts): Promise<UploadResult> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return fail('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data upload.');
  }
  if (!parts) return fail('VALIDATION', 'Malformed multipart body.');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for (const [field, values] of parts) {
    for (const value of values) {
      if (typeof value === 'string') fields[field] = value;
      else files.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return ok({ files, fields });
}
