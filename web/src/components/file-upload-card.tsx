/**
 * An upload screen's card: the template downloads (given by the screen), one file by drag and drop,
 * Upload and Back, and the file's lines that were refused or skipped with their reasons.
 */
import type { ReactNode } from 'react';
import { describeFileLine, type FileLine } from '../lib/file-lines';
import { Button } from './button';
import { FileDropZone } from './file-drop-zone';

interface FileUploadCardProps {
  /** The template controls, shown in the toolbar above the drop zone. */
  templates: ReactNode;
  /** e.g. ".csv" or ".csv,.xlsx" */
  accept: string;
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** A dropped file refused by type or count. */
  onReject: () => void;
  busy: boolean;
  onUpload: () => void;
  onBack: () => void;
  /** e.g. "Skipped rows": shown with the count above the lines. */
  linesTitle: string;
  lines: readonly FileLine[];
}

export function FileUploadCard({ templates, accept, label, file, onFile, onReject, busy, onUpload, onBack, linesTitle, lines }: FileUploadCardProps) {
  return (
    <div className="card">
      <div className="toolbar">{templates}</div>
      <FileDropZone accept={accept} label={label} file={file} onFile={onFile} onReject={onReject} />
      <div className="row" style={{ marginTop: 12 }}>
        <Button onClick={onUpload} disabled={busy || !file}>
          Upload
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
      {lines.length > 0 && (
        <div role="status">
          <h2>
            {linesTitle} ({lines.length})
          </h2>
          <ul>
            {lines.map((l) => (
              <li key={l.line}>{describeFileLine(l)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
