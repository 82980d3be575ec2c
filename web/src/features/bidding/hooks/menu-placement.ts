/**
 * Where a drop-down menu opens (DOWNLOAD BIDS opened below the fold, out of sight): below its
 * button when it fits in the window, above when it does not and fits there, else below with the page
 * scrolled just enough to show it.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export type MenuPlacement = 'down' | 'up' | 'scroll';

/** The placement of a menu `menuHeight` tall under a button spanning `top`..`bottom` in a window `viewportHeight` tall. */
export const menuPlacement = (button: { top: number; bottom: number }, menuHeight: number, viewportHeight: number): MenuPlacement => {
  if (button.bottom + menuHeight <= viewportHeight) return 'down';
  if (button.top - menuHeight >= 0) return 'up';
  return 'scroll';
};

/**
 * The menu's wrapper ref (the button's parent, holding the menu) and whether it opens upwards; measured
 * as it opens, before the browser paints.
 */
export function useMenuInView<T extends HTMLElement, M extends HTMLElement>(open: boolean) {
  const anchor = useRef<T>(null);
  const menu = useRef<M>(null);
  const [up, setUp] = useState(false);
  useLayoutEffect(() => {
    if (!open) {
      setUp(false);
      return;
    }
    const a = anchor.current;
    const m = menu.current;
    if (!a || !m) return;
    const placement = menuPlacement(a.getBoundingClientRect(), m.getBoundingClientRect().height, window.innerHeight);
    setUp(placement === 'up');
    if (placement === 'scroll') m.scrollIntoView({ block: 'nearest' });
  }, [open]);
  return { anchor, menu, up };
}
