import type { ReactNode } from 'react';

/** A form on a card, named by `label`; submitting (Enter or a submit button) runs `onSubmit` instead of reloading the page. */
export function CardForm({ label, onSubmit, children }: { label: string; onSubmit: () => Promise<void> | void; children: ReactNode }) {
  return (
    <form
      className="card"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
