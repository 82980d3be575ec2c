/**
 * The unsaved-changes guard of the edit pages: while `dirty`, closing or reloading the tab
 * asks the browser's own question (beforeunload), following a link of the app (the menu, a breadcrumb)
 * asks UNSAVED_CHANGES_LEAVE, and the page's own Back / Close / Cancel call `confirmLeave()` first.
 * One hook for every edit page: Recommendations, Award Summary, Legal Comments and the setup forms (through
 * FormActions / CardForm, which use `useFormEdits`).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { UNSAVED_CHANGES_LEAVE } from '../../../core/domain/staff-messages';

/** True when the user agrees to leave (always when nothing is unsaved). */
const agreeToLeave = (dirty: boolean): boolean => !dirty || window.confirm(UNSAVED_CHANGES_LEAVE);

export function useUnsavedChanges(dirty: boolean): { confirmLeave: () => boolean } {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the question only when returnValue is set.
      e.returnValue = '';
    };
    // Capture phase, before the router's own click handler: a refused leave never navigates.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (new URL(link.href, window.location.href).origin !== window.location.origin) return;
      if (!agreeToLeave(dirtyRef.current)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
  const confirmLeave = useCallback(() => agreeToLeave(dirtyRef.current), []);
  return { confirmLeave };
}

/**
 * Whether the user has edited the form around `inside` (any input or change event in it) since it was
 * shown: for forms whose state has no single "as loaded" value to compare with. A submit does not clear
 * it (a refused save leaves the edits unsaved); the setup forms leave the page by `navigate` once saved,
 * which the guard does not stop.
 */
export function useFormEdits(inside: RefObject<HTMLElement | null>): boolean {
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    const form = inside.current?.closest('form');
    if (!form) return;
    const edited = (e: Event) => {
      // A search box or a filter is no edit of the record.
      if (e.target instanceof HTMLElement && e.target.closest('[data-not-an-edit]')) return;
      setDirty(true);
    };
    form.addEventListener('input', edited);
    form.addEventListener('change', edited);
    return () => {
      form.removeEventListener('input', edited);
      form.removeEventListener('change', edited);
    };
  }, [inside]);
  return dirty;
}
