/**
 * The compare page's script (issue 29): reads the ids from the address, fetches each part's
 * pre-rendered entry (/parts/<id>.json) and lays them side by side. Plain DOM, no framework: the
 * page stays a few kilobytes. Removing a part keeps the address in step (replaceState).
 */
import {
  compareHref,
  compareEntryHref,
  compareProblem,
  compareRows,
  missingPartsNote,
  parseCompareIds,
  partHref,
  type CompareEntry,
} from '../../domain/catalogue/compare-list.ts';
import { addToBuildHref } from '../../domain/catalogue/part-links.ts';

const root = document.querySelector<HTMLElement>('[data-compare-root]')!;
const status = document.querySelector<HTMLElement>('[data-compare-status]')!;
const cache = new Map<string, CompareEntry | null>();

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** An entry, or null when the catalogue has no such part (404); throws when the network fails. */
async function entry(id: string): Promise<CompareEntry | null> {
  if (cache.has(id)) return cache.get(id)!;
  const res = await fetch(compareEntryHref(id));
  if (res.status === 404) {
    cache.set(id, null);
    return null;
  }
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const value = (await res.json()) as CompareEntry;
  cache.set(id, value);
  return value;
}

function table(entries: CompareEntry[], onRemove: (id: string) => void): HTMLElement {
  const cheapest = Math.min(...entries.map((e) => e.pesos));
  const head = el('tr', {}, el('th', { scope: 'col', class: 'compare__corner' }, el('span', { class: 'visually-hidden' }, 'Spec')));
  for (const e of entries) {
    const remove = el('button', { type: 'button', class: 'compare__remove', 'aria-label': `Remove ${e.name} from the comparison` }, 'Remove');
    remove.addEventListener('click', () => onRemove(e.id));
    head.append(
      el(
        'th',
        { scope: 'col', 'data-part-id': e.id },
        el('img', { src: e.image, alt: '', width: '64', height: '48' }),
        el('a', { href: partHref(e.id), class: 'compare__name' }, e.name),
        el('span', { class: 'compare__brand' }, e.brand),
        remove,
      ),
    );
  }
  const price = el('tr', { class: 'compare__price-row' }, el('th', { scope: 'row' }, 'Price'));
  for (const e of entries) {
    price.append(
      el(
        'td',
        {},
        el('strong', { class: e.estimate ? 'compare__estimate' : '' }, e.price),
        e.pesos === cheapest && entries.some((o) => o.pesos !== cheapest) ? el('span', { class: 'compare__best' }, ' lowest') : '',
        el('span', { class: 'compare__note' }, e.priceNote),
      ),
    );
  }
  const body = el('tbody', {}, price);
  for (const row of compareRows(entries)) {
    const tr = el('tr', row.differs ? { class: 'compare__differs' } : {}, el('th', { scope: 'row' }, row.label));
    for (const value of row.values) tr.append(el('td', {}, value || '—'));
    body.append(tr);
  }
  const add = el('tr', {}, el('th', { scope: 'row' }, el('span', { class: 'visually-hidden' }, 'Add')));
  for (const e of entries) add.append(el('td', {}, el('a', { class: 'btn btn-ghost', href: addToBuildHref(e) }, 'Add to build')));
  body.append(add);
  return el('div', { class: 'compare__scroll', tabindex: '0', role: 'region', 'aria-label': 'Comparison table' }, el('table', { class: 'compare__table' }, el('thead', {}, head), body));
}

async function render(ids: string[]): Promise<void> {
  status.textContent = 'Loading the parts…';
  root.replaceChildren();
  let found: (CompareEntry | null)[];
  try {
    found = await Promise.all(ids.map(entry));
  } catch {
    status.textContent = '';
    const retry = el('button', { type: 'button', class: 'btn btn-ghost' }, 'Try again');
    retry.addEventListener('click', () => void render(ids));
    root.replaceChildren(el('p', { role: 'alert' }, 'Could not load the parts. Check your connection. '), retry);
    return;
  }
  const entries = found.filter((e): e is CompareEntry => e !== null);
  const notes: HTMLElement[] = [];
  const missing = missingPartsNote(found.length - entries.length);
  if (missing) notes.push(el('p', { class: 'compare__missing' }, missing));
  const problem = compareProblem(entries);
  const type = entries[0]?.type;
  const more = el('a', { href: type ? `/components?category=${type}` : '/components' }, 'Find parts to compare in the Component Database');
  status.textContent = problem ? '' : `Comparing ${entries.length} parts.`;
  if (problem) {
    root.replaceChildren(...notes, el('p', {}, problem, ' '), more);
    return;
  }
  const onRemove = (id: string) => {
    const next = entries.map((e) => e.id).filter((other) => other !== id);
    history.replaceState(null, '', compareHref(next));
    void render(next);
  };
  const hint = entries.length > 2 ? [el('p', { class: 'compare__hint' }, 'On a narrow screen, scroll the table sideways to see every part.')] : [];
  root.replaceChildren(...notes, ...hint, table(entries, onRemove), el('p', { class: 'compare__more' }, 'Shaded rows differ. ', more));
}

void render(parseCompareIds(location.search));
