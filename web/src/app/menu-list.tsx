/**
 * The left menu (lib/left-menu.ts) for the signed-in user's roles, with its collapse toggle. Loaded
 * with React.lazy by the layout only for roles that see the menu (`seeLeftMenu`): a bidder never downloads
 * it.
 */
import { navigateTo } from '../lib/navigation';
import { leftMenuFor, type MenuEntry } from '../lib/menu';

interface LeftMenuProps {
  roles: readonly string[];
  collapsed: boolean;
  onToggle: () => void;
  /** The current path, marked aria-current. */
  current: string;
}

export default function LeftMenu({ roles, collapsed, onToggle, current }: LeftMenuProps) {
  return (
    <nav className={`menu${collapsed ? ' collapsed' : ''}`} aria-label="Main menu">
      <button type="button" className="menu-toggle" aria-expanded={!collapsed} onClick={onToggle}>
        {collapsed ? '»' : '« Collapse'}
        <span className="sr-only">{collapsed ? 'Expand menu' : ''}</span>
      </button>
      <MenuList entries={leftMenuFor(roles)} collapsed={collapsed} current={current} />
    </nav>
  );
}

/** Nested menu: groups are headings (hidden when collapsed), leaves are links. */
function MenuList({ entries, collapsed, current }: { entries: readonly MenuEntry[]; collapsed: boolean; current: string }) {
  return (
    <ul>
      {entries.map((e) =>
        e.children ? (
          <li key={e.label}>
            {!collapsed && <div className="group">{e.label}</div>}
            <div className="sub">
              <MenuList entries={e.children} collapsed={collapsed} current={current} />
            </div>
          </li>
        ) : (
          <li key={`${e.label}${e.path}`}>
            <a href={`/esecauction${e.path ?? ''}`} onClick={(ev) => { ev.preventDefault(); navigateTo(e.path ?? '/home'); }} aria-current={current === e.path ? 'page' : undefined} title={e.label}>
              {collapsed ? e.label.slice(0, 3) : e.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
