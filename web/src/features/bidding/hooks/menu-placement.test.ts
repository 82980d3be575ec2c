import { describe, expect, it } from 'vitest';
import { menuPlacement } from './menu-placement';

describe('menuPlacement', () => {
  it('opens below when the menu fits under its button', () => {
    expect(menuPlacement({ top: 100, bottom: 130 }, 90, 860)).toBe('down');
  });
  it('opens above a button near the bottom of the window (the menu would open below the fold)', () => {
    expect(menuPlacement({ top: 800, bottom: 830 }, 90, 860)).toBe('up');
  });
  it('scrolls when it fits neither above nor below', () => {
    expect(menuPlacement({ top: 40, bottom: 70 }, 90, 120)).toBe('scroll');
  });
});
