/** A line of an uploaded file that was refused or skipped, and why. */
export interface FileLine {
  /** 1-based line of the file. */
  line: number;
  reason: string;
}

const LINE_FIELD = /^lines\.(\d+)$/;

/**
 * The lines a refused upload names: the server sends each as a field `lines.<n>` ("Line n: reasons");
 * the reasons without their "Line n: " prefix, in line order.
 */
export const fileLinesOf = (fields: Readonly<Record<string, string>> | undefined): FileLine[] =>
  Object.entries(fields ?? {})
    .flatMap(([key, text]) => {
      const m = LINE_FIELD.exec(key);
      return m ? [{ line: Number(m[1]), reason: text.replace(/^Line \d+: /, '') }] : [];
    })
    .sort((a, b) => a.line - b.line);

/** A line as the upload screens list it. */
export const describeFileLine = (l: FileLine): string => `Line ${l.line}: ${l.reason}`;
