import { Button } from './button';

/** The Save / Close row under every edit form; Save is left out for a read-only viewer (canSave false). */
export function FormActions({ saving, onClose, canSave = true }: { saving: boolean; onClose: () => void; canSave?: boolean }) {
  return (
    <div className="row" style={{ marginTop: 12 }}>
      {canSave && (
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}
