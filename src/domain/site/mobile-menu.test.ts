import { describe, expect, it } from 'vitest';
import {
  MENU_HIDE_AFTER_PX,
  MENU_REAPPEAR_SCROLL_UP_PX,
  closeMenu,
  initialMenu,
  onMenuScroll,
  toggleMenu,
  type MenuState,
} from './mobile-menu.ts';

const scrollThrough = (state: MenuState, ...ys: number[]) => ys.reduce(onMenuScroll, state);

describe('mobile menu (spec §2.7, §9)', () => {
  const open = toggleMenu(initialMenu(0));

  it('uses the spec constants: hide above 50, reappear after a scroll up of more than 10', () => {
    expect(MENU_HIDE_AFTER_PX).toBe(50);
    expect(MENU_REAPPEAR_SCROLL_UP_PX).toBe(10);
  });

  it('toggles open and closed; an outside click closes', () => {
    expect(open.visibility).toBe('open');
    expect(toggleMenu(open).visibility).toBe('closed');
    expect(closeMenu(open).visibility).toBe('closed');
  });

  it('stays open scrolling down to 50 and hides once past it', () => {
    expect(scrollThrough(open, 20, 50).visibility).toBe('open');
    expect(scrollThrough(open, 20, 51).visibility).toBe('hidden-by-scroll');
  });

  it('does not hide when scrolling up, even far down the page', () => {
    const deep = { ...open, lastY: 800, peakY: 800 };
    expect(onMenuScroll(deep, 700).visibility).toBe('open');
  });

  it('reappears only after a scroll up of more than 10 px from the deepest point', () => {
    const hidden = scrollThrough(open, 100, 300);
    expect(hidden.visibility).toBe('hidden-by-scroll');
    expect(scrollThrough(hidden, 290).visibility).toBe('hidden-by-scroll');
    expect(scrollThrough(hidden, 295, 289).visibility).toBe('open');
    // Going deeper first moves the point a scroll up is measured from.
    expect(scrollThrough(hidden, 500, 490).visibility).toBe('hidden-by-scroll');
    expect(scrollThrough(hidden, 500, 489).visibility).toBe('open');
  });

  it('a closed menu never opens by scrolling', () => {
    expect(scrollThrough(initialMenu(0), 300, 100, 0).visibility).toBe('closed');
  });
});
