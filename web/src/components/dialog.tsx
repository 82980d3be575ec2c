import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/** A modal on the native <dialog> element: focus trap, Escape to close, labelled by its title. */
export function Dialog({ open, title, onClose, children, footer }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog-head" id={titleId}>
            {title}
          </div>
          <div className="dialog-body">{children}</div>
          {footer && <div className="dialog-foot">{footer}</div>}
        </>
      )}
    </dialog>
  );
}

interface DialogActionsProps {
  cancelLabel?: string;
  onCancel: () => void;
  actionLabel: string;
  onAction: () => void;
  /** The action is under way: its button is disabled. */
  busy?: boolean;
  /** Why the action cannot be taken now: its button is disabled, with this as its description (the caller also shows it). */
  disabledReason?: string;
}

/** The usual dialog footer: a secondary dismiss button (left out when cancelLabel is empty), then the primary action. */
export function DialogActions({ cancelLabel = 'Cancel', onCancel, actionLabel, onAction, busy = false, disabledReason }: DialogActionsProps) {
  return (
    <>
      {cancelLabel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button onClick={onAction} disabled={busy || Boolean(disabledReason)} title={disabledReason}>
        {actionLabel}
      </Button>
    </>
  );
}

interface ActionDialogProps extends DialogActionsProps {
  open: boolean;
  title: string;
  children: ReactNode;
}

/** A dialog with the usual footer; Escape dismisses it as the dismiss button does (onCancel). */
export function ActionDialog({ open, title, children, ...actions }: ActionDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={actions.onCancel} footer={<DialogActions {...actions} />}>
      {children}
    </Dialog>
  );
}
