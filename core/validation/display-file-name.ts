/**
 * The name of an uploaded file as users see it (info-centre links, download names). Names come from
 * the uploader's machine: C0/C1 control characters and the invisible bidirectional controls are
 * removed (a name like `\u202Egnp.exe.pdf` would otherwise display reversed, as `fdp.exe.png`-looking
 * text), path parts dropped, and the length capped keeping the extension. The storage key is a
 * separate, server-made name (sanitiseFileName in core/infocentre/document-rows.ts).
 */

/** Longest shown file name, in characters (code points). */
export const DISPLAY_FILE_NAME_MAX_LENGTH = 120;

/** Shown instead of a name that has nothing left once cleaned. */
export const DISPLAY_FILE_NAME_FALLBACK = 'file';

/**
 * C0 and C1 controls, DEL, the bidi marks and embeddings/overrides/isolates (LRM, RLM, ALM,
 * LRE..RLO, LRI..PDI), zero-width characters and the BOM, line/paragraph separators.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/gu;

/** The last path segment of a name, cleaned and capped (see the module comment). */
export function displayFileName(raw: string): string {
  const cleaned = raw.replace(INVISIBLE, '');
  const base = (cleaned.split(/[\\/]/).pop() ?? '').trim();
  const chars = [...base];
  if (chars.length === 0) return DISPLAY_FILE_NAME_FALLBACK;
  if (chars.length <= DISPLAY_FILE_NAME_MAX_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? [...base.slice(dot)] : [];
  // An extension longer than a fifth of the cap is not kept apart: the whole name is cut.
  const keep = ext.length > 0 && ext.length <= DISPLAY_FILE_NAME_MAX_LENGTH / 5 ? ext : [];
  return chars.slice(0, DISPLAY_FILE_NAME_MAX_LENGTH - keep.length).join('').trimEnd() + keep.join('');
}
