import { ActionDialog } from './dialog';

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
    <ActionDialog open={open} title={title} cancelLabel={cancelLabel} onCancel={onCancel} actionLabel={confirmLabel} onAction={onConfirm}>
      <p>{message}</p>
    </ActionDialog>
  );
}
