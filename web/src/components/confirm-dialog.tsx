import { Dialog, DialogActions } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Yes/No confirmation (lot delete, send e-mail) or, without onCancel's button, an OK alert. */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={<DialogActions cancelLabel={cancelLabel} onCancel={onCancel} actionLabel={confirmLabel} onAction={onConfirm} />}
    >
      <p>{message}</p>
    </Dialog>
  );
}
