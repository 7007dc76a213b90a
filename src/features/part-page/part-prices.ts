/**
 * The part page's live prices, in plain script (the page carries no framework; see
 * PriceHistorySlot.astro): the price history from the API drawn with the one chart shape, the
 * alert form for the signed-in (a sign-in line for visitors), and — when the daily refresh has
 * seen newer prices than the page was built with — the refreshed offers with their out-of-stock
 * and stale marks and the headline price they set.
 */
import type { Component } from '../../domain/catalogue/catalogue.ts';
import { isCategory } from '../../domain/catalogue/categories.ts';
import { formatPeso } from '../../domain/format/money.ts';
import { HISTORY_DAYS } from '../../domain/pricing/history.ts';
import { offerRows } from '../../domain/pricing/offer-rows.ts';
import { formatPriceDate } from '../../domain/pricing/price-age.ts';
import { chartShape } from '../../domain/pricing/price-chart.ts';
import { priceNote } from '../../domain/pricing/price-display.ts';
import { api } from '../shared/api-client.ts';
import { alertSetText, historyChart, loadPartHistory, setPriceAlert, type PartHistory } from '../shared/price-history-client.ts';
import { readStoredSession } from '../shared/stored-session.ts';

const SVG = 'http://www.w3.org/2000/svg';

/** `tag` with attributes and children (strings become text). */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

function drawHistory(root: HTMLElement, history: PartHistory) {
  const { points, marks } = historyChart(history);
  const shape = chartShape(points, history.from, history.today, marks);
  const chart = root.querySelector<HTMLElement>('[data-history-chart]')!;
  if (shape) {
    const drawing = svg('svg', { viewBox: `0 0 ${shape.width} ${shape.height}`, role: 'presentation', focusable: 'false' });
    drawing.append(svg('line', { x1: shape.axis.x1, x2: shape.axis.x2, y1: shape.axis.y, y2: shape.axis.y, class: 'price-chart__axis' }));
    for (const seg of shape.segments) {
      drawing.append(seg.kind === 'dot' ? svg('circle', { cx: seg.cx, cy: seg.cy, r: 2.5, class: 'price-chart__dot' }) : svg('polyline', { points: seg.points, class: 'price-chart__line' }));
    }
    if (shape.low) drawing.append(svg('circle', { cx: shape.low.x, cy: shape.low.y, r: shape.low.r, class: 'price-chart__low' }));
    if (shape.high) drawing.append(svg('circle', { cx: shape.high.x, cy: shape.high.y, r: shape.high.r, class: 'price-chart__high' }));
    const days = el('figcaption', { class: 'price-chart__days' }, el('span', {}, formatPriceDate(history.from)), el('span', {}, formatPriceDate(history.today)));
    chart.replaceChildren(el('figure', { class: 'price-chart', 'aria-hidden': 'true' }, drawing, days));
  }
  const { range } = history;
  const rangeLine = root.querySelector<HTMLElement>('[data-history-range]')!;
  if (range && range.low.price !== range.high.price) {
    rangeLine.replaceChildren(
      `${HISTORY_DAYS}-day low `,
      el('strong', {}, formatPeso(range.low.price)),
      ` (${formatPriceDate(range.low.day)}) · high `,
      el('strong', {}, formatPeso(range.high.price)),
      ` (${formatPriceDate(range.high.day)})`,
    );
    rangeLine.hidden = false;
  }
  const summary = root.querySelector<HTMLElement>('[data-history-summary]')!;
  summary.textContent = history.summary;
  summary.hidden = false;
}

function wireAlert(root: HTMLElement, partId: string) {
  const signedIn = readStoredSession().token !== null;
  root.querySelector<HTMLElement>('[data-alert-visitor]')!.hidden = signedIn;
  const holder = root.querySelector<HTMLElement>('[data-alert-form]')!;
  holder.hidden = !signedIn;
  const form = holder.querySelector('form')!;
  const input = form.querySelector('input')!;
  const button = form.querySelector('button')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    form.querySelector('.price-alert__error')?.remove();
    void setPriceAlert({ partId }, input.value).then((result) => {
      button.disabled = false;
      if (result.kind === 'set') {
        holder.replaceChildren(el('p', { class: 'price-alert price-alert--set', role: 'status' }, `${alertSetText('this part', result.below)} `, el('a', { href: '/dashboard' }, 'dashboard'), '.'));
      } else {
        form.append(el('span', { class: 'price-alert__error', role: 'alert' }, result.message));
      }
    });
  });
}

/** The refreshed part, when the API has prices newer than the page's; null otherwise. */
async function refreshedPart(root: HTMLElement): Promise<Component | null> {
  const type = root.dataset.category ?? '';
  const status = await api<{ observedOn: string }>('/api/prices/status', { token: null });
  if (!isCategory(type) || !status.ok || !(status.data.observedOn > (root.dataset.pricesDay ?? ''))) return null;
  const list = await api<Component[]>(`/api/components/${type}`, { token: null });
  return list.ok && Array.isArray(list.data) ? (list.data.find((p) => p.id === root.dataset.partId) ?? null) : null;
}

function showOffers(part: Component, name: string) {
  const list = document.querySelector<HTMLElement>('#offers .offer-list');
  if (list && part.offers) {
    list.replaceChildren(
      ...offerRows(part.offers).map((row) => {
        const li = el(
          'li',
          {},
          el('span', { class: 'offer-list__shop' }, row.shop),
          el('span', { class: 'offer-list__price' }, row.price),
          el('span', { class: 'offer-list__day' }, row.seen),
          el('a', { href: row.url, target: '_blank', rel: 'noopener noreferrer' }, 'View', el('span', { class: 'visually-hidden' }, ` ${name} at ${row.shop} (opens in a new tab)`)),
        );
        if (row.className) li.className = row.className;
        if (row.flagCode) li.dataset.flag = row.flagCode;
        if (row.flag) li.append(el('span', { class: 'offer-list__flag' }, row.flag));
        if (row.mark) li.append(el('span', { class: 'offer-list__mark', 'data-testid': row.mark.testId }, row.mark.text));
        return li;
      }),
    );
  }
  const price = document.querySelector<HTMLElement>('[data-testid="part-price"]');
  if (price) price.textContent = formatPeso(part.price);
  const note = priceNote(part);
  const seen = document.querySelector<HTMLElement>('.part-head__note [data-testid="price-seen"]');
  if (seen && note.kind === 'shops') seen.textContent = note.text;
}

for (const root of document.querySelectorAll<HTMLElement>('[data-part-prices]')) {
  const partId = root.dataset.partId ?? '';
  const status = root.querySelector<HTMLElement>('[data-history-status]')!;
  status.textContent = 'Loading price history…';
  wireAlert(root, partId);
  void loadPartHistory(partId).then((history) => {
    if (!history) {
      status.textContent = 'Could not load the price history.';
      return;
    }
    status.hidden = true;
    drawHistory(root, history);
  });
  void refreshedPart(root).then((part) => part && showOffers(part, root.dataset.name ?? ''));
}
