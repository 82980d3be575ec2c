import { useId, useState } from 'react';

interface FileDropZoneProps {
  /** e.g. ".csv" or "image/*" */
  accept: string;
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Called with the reason when a dropped file is refused (wrong type or more than one file). */
  onReject?: (reason: 'type' | 'count') => void;
}

const matches = (file: File, accept: string): boolean =>
  accept.split(',').some((a) => {
    const t = a.trim().toLowerCase();
    if (t.startsWith('.')) return file.name.toLowerCase().endsWith(t);
    if (t.endsWith('/*')) return file.type.startsWith(t.slice(0, -1));
    return file.type === t;
  });

/** Drag and drop of exactly one file, with a labelled file input as the keyboard path. */
export function FileDropZone({ accept, label, file, onFile, onReject }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const id = useId();
  const take = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    if (files.length > 1) return onReject?.('count');
    const f = files[0];
    if (!matches(f, accept)) return onReject?.('type');
    onFile(f);
  };
  return (
    <div
      className={`dropzone${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        take(e.dataTransfer.files);
      }}
    >
      <p>Drag and drop a file here, or</p>
      <label htmlFor={id}>{label}</label>{' '}
      <input id={id} type="file" accept={accept} onChange={(e) => take(e.target.files)} />
      {file && (
        <p>
          Selected: <strong>{file.name}</strong>{' '}
          <button type="button" className="btn-link" onClick={() => onFile(null)}>
            Remove
          </button>
        </p>
      )}
    </div>
  );
}
