/**
 * The Compare toggle on a part page, in plain script (the page carries no framework): pressed
 * when the part is in the list, with the link to the comparison once two parts of its kind are.
 * The markup is PartCompare.astro; it stays hidden until this script runs.
 */
import { isCategory } from '../../domain/catalogue/categories.ts';
import { compareToggleView } from '../../domain/catalogue/compare-list.ts';
import { currentCompareList, onCompareChange, toggleInCompare } from '../shared/compare-store.ts';

for (const root of document.querySelectorAll<HTMLElement>('[data-compare]')) {
  const id = root.dataset.partId ?? '';
  const type = root.dataset.category ?? '';
  const label = root.dataset.label ?? '';
  if (!isCategory(type)) continue;
  const button = root.querySelector<HTMLButtonElement>('[data-compare-button]')!;
  const link = root.querySelector<HTMLAnchorElement>('[data-compare-link]')!;
  const status = root.querySelector<HTMLElement>('[data-compare-status]')!;
  const show = (message: string | null = null) => {
    const view = compareToggleView(currentCompareList(), { id, type }, label);
    button.setAttribute('aria-pressed', String(view.pressed));
    button.textContent = view.pressed ? '✓ In compare' : 'Compare';
    link.hidden = view.href === null;
    if (view.href) link.href = view.href;
    link.textContent = view.href ? `${view.text} →` : '';
    status.textContent = message ?? (view.href ? '' : view.text);
  };
  button.addEventListener('click', () => show(toggleInCompare({ id, type }, label)));
  onCompareChange(() => show());
  show();
  root.hidden = false;
}
