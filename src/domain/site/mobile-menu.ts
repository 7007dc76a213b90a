/**
 * The public header's mobile menu (spec §2.7, §4, §9): open, closed, or hidden by scrolling.
 * An open menu hides once the page scrolls down past 50 px and comes back after a scroll up of
 * more than 10 px; an outside click closes it.
 */
export const MENU_HIDE_AFTER_PX = 50;
export const MENU_REAPPEAR_SCROLL_UP_PX = 10;

export type MenuVisibility = 'open' | 'closed' | 'hidden-by-scroll';

export interface MenuState {
  visibility: MenuVisibility;
  /** Scroll offset at the previous event. */
  lastY: number;
  /** Deepest offset reached since the menu was hidden; a scroll up is measured from here. */
  peakY: number;
}

export const initialMenu = (y = 0): MenuState => ({ visibility: 'closed', lastY: y, peakY: y });

export function toggleMenu(state: MenuState): MenuState {
  return { ...state, visibility: state.visibility === 'closed' ? 'open' : 'closed' };
}

export function closeMenu(state: MenuState): MenuState {
  return { ...state, visibility: 'closed' };
}

/** A scroll (or a wheel turn, given as the offset it would reach) to offset `y`. */
export function onMenuScroll(state: MenuState, y: number): MenuState {
  const down = y > state.lastY;
  if (state.visibility === 'open' && down && y > MENU_HIDE_AFTER_PX) {
    return { visibility: 'hidden-by-scroll', lastY: y, peakY: y };
  }
  if (state.visibility === 'hidden-by-scroll') {
    const peakY = Math.max(state.peakY, y);
    if (peakY - y > MENU_REAPPEAR_SCROLL_UP_PX) return { visibility: 'open', lastY: y, peakY: y };
    return { ...state, lastY: y, peakY };
  }
  return { ...state, lastY: y, peakY: y };
}
