/**
 * Reads a multipart upload without trusting it: malformed bodies are a 400, never a 500. File
 * names are kept only for display and extension checks; storage keys are made by the services.
 */
import type { Context } from 'hono';
import { fail, ok, type Result } from '../../core/domain/result';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** The files of the upload (value) and its text fields (`fields`, e.g. auctionId). */
export type UploadResult = Result<UploadedFile[], 'VALIDATION' | 'UNSUPPORTED_MEDIA_TYPE'> & { fields: Record<string, string> };

export async function readUpload(c: Context): Promise<UploadResult> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return { ...fail('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data upload.'), fields: {} };
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { ...fail('VALIDATION', 'Malformed multipart body.'), fields: {} };
  }
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { ...ok(files), fields };
}
