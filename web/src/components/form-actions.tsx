import { useRef } from 'react';
import { useFormEdits, useUnsavedChanges } from '../lib/use-unsaved-changes';
import { Button } from './button';

/**
 * The Save / Close row under every edit form; Save is left out for a read-only viewer (canSave false).
 * Close (and leaving by a link or the tab) asks first when the form was edited and not saved.
 */
export function FormActions({ saving, onClose, canSave = true }: { saving: boolean; onClose: () => void; canSave?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const { confirmLeave } = useUnsavedChanges(useFormEdits(ref) && canSave);
  return (
    <div className="row" style={{ marginTop: 12 }} ref={ref}>
      {canSave && (
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      )}
      <Button variant="secondary" onClick={() => confirmLeave() && onClose()}>
        Close
      </Button>
    </div>
  );
}
