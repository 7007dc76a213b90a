/**
 * Spec §4 "Scroll lock": while overlays are open the page does not scroll; it is restored only
 * when the last overlay closes. Each overlay takes a lock and releases it exactly once.
 */
let open = 0;
let saved = '';

export function lockScroll(): () => void {
  if (open++ === 0) {
    saved = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--open === 0) document.body.style.overflow = saved;
  };
}
