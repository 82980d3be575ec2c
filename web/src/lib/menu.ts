/**
 * The left menu's entries for the web (./left-menu.ts), apart from ./access.ts so that they load
 * with the menu (app/menu-list.tsx) and the home page, not in the first bundle: bidders see no menu (they were
 * moved out to make room in the bidder's 150 KB for the live clock).
 */
import { leftMenuFor, type MenuEntry } from './left-menu';

export { leftMenuFor };
export type { MenuEntry };

/** The menu's leaf entries in order, for the home page's shortcuts. */
export const menuLinks = (roles: readonly string[]): { label: string; path: string }[] => {
  const out: { label: string; path: string }[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const e of entries) {
      if (e.path && !out.some((o) => o.path === e.path)) out.push({ label: e.label, path: e.path });
      if (e.children) walk(e.children);
    }
  };
  walk(leftMenuFor(roles));
  return out;
};
