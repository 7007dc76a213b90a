/**
 * The public build page's HTML (issue 29 item 6), made on the server so that it reads without
 * JavaScript: the parts with today's credible prices, the verdict, and the preview tags for
 * Messenger and Facebook. It is poured into the site's own pre-rendered shell (src/pages/b-shell.astro:
 * header, styles, footer), whose placeholders are named in SHELL_SLOTS.
 */
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { MULTI_SLOTS, READING_ORDER, SLOT_TITLES, type Slot } from '../../src/domain/builder/slots.ts';
import { PURPOSE_LABELS } from '../../src/domain/builder/purpose.ts';
import { formatPeso } from '../../src/domain/format/money.ts';
import { formatPriceDate, priceNote } from '../../src/domain/pricing/price-display.ts';
import { manilaDay } from '../../src/domain/pricing/price-age.ts';
import { buildLink } from '../../src/domain/community/community-gallery.ts';
import type { SavedPart } from '../../src/domain/saved-builds/saved-build.ts';
import { SHORT_LINK_NOT_FOUND, previewDescription, previewImagePath, shortLinkPath, type PublicBuild } from '../../src/domain/community/short-link.ts';
import { SITE_NAME } from '../../src/domain/site/site.ts';
import { PHOTO_SIZES_ATTR, photoSrcset, type PhotoView } from '../../src/domain/community/photos.ts';

/** The shell's placeholders (plain words, so that Astro passes them through as they are). */
export const SHELL_SLOTS = {
  title: 'BUILDPAGETITLE',
  description: 'BUILDPAGEDESCRIPTION',
  url: 'https://buildpage.invalid/BUILDPAGEURL',
  image: 'https://buildpage.invalid/BUILDPAGEIMAGE',
  main: 'BUILDPAGEMAIN',
} as const;

/** Used when the site is not built (unit tests): the same slots in a bare page. */
export const FALLBACK_SHELL = `<!doctype html><html lang="en-PH"><head><meta charset="utf-8"><title>${SHELL_SLOTS.title} · ${SITE_NAME}</title><meta name="description" content="${SHELL_SLOTS.description}"><link rel="canonical" href="${SHELL_SLOTS.url}"><meta property="og:title" content="${SHELL_SLOTS.title}"><meta property="og:description" content="${SHELL_SLOTS.description}"><meta property="og:url" content="${SHELL_SLOTS.url}"><meta property="og:image" content="${SHELL_SLOTS.image}"></head><body><main id="main">${SHELL_SLOTS.main}</main></body></html>`;

function partsOf(build: PublicBuild): { slot: Slot; part: SavedPart }[] {
  return READING_ORDER.flatMap((slot) => {
    const value = build.parts[slot];
    const list = (MULTI_SLOTS as Slot[]).includes(slot) ? (value as SavedPart[]) : value ? [value as SavedPart] : [];
    return list.map((part) => ({ slot, part }));
  });
}

function partRow({ slot, part }: { slot: Slot; part: SavedPart }) {
  const note = part.unlisted ? 'No longer listed: price when shared' : priceNote(part).text;
  const name = part.unlisted ? html`${part.name}` : html`<a href="/parts/${encodeURIComponent(part.id)}">${part.name}</a>`;
  const quote = part.quote
    ? html`<span class="bp-part__quote">Your quote: ${formatPeso(part.quote.price)}${part.quote.shop ? ` at ${part.quote.shop}` : ''}</span>`
    : '';
  return html`<tr${part.unlisted ? raw(' class="bp-part--unlisted"') : ''}>
<th scope="row">${SLOT_TITLES[slot]}</th>
<td>${name}<span class="bp-part__note">${note}</span>${quote}</td>
<td class="bp-part__price">${formatPeso(part.price)}</td>
</tr>`;
}

function verdictList(title: string, items: readonly string[], tone: 'bad' | 'warn') {
  if (items.length === 0) return '';
  return html`<section class="bp-verdict bp-verdict--${tone}" aria-label="${title}"><h2>${title}</h2><ul>${items.map((item) => html`<li>${item}</li>`)}</ul></section>`;
}

export interface PageFacts {
  id: string;
  build: PublicBuild;
  sharedTotal: number;
  createdAt: Date;
  /** The community post it came from, while it is still there. */
  communityId: string | null;
  /** The post's photos of the finished build (issue 29 item 7). */
  photos?: readonly PhotoView[];
}

function photoGallery(title: string, photos: readonly PhotoView[]) {
  if (photos.length === 0) return '';
  return html`<section class="bp-photos card" aria-labelledby="bp-photos-title">
<h2 id="bp-photos-title">Photos of the finished build</h2>
<ul>${photos.map(
    (photo, i) =>
      html`<li><a href="${photo.urls.desktop}"><img class="photo-tile" src="${photo.urls.phone}" srcset="${photoSrcset(photo)}" sizes="${PHOTO_SIZES_ATTR}" width="${photo.width}" height="${photo.height}" alt="Photo ${i + 1} of ${title}"${raw(i === 0 ? '' : ' loading="lazy"')} /></a></li>`,
  )}</ul>
</section>`;
}

/** The page's <main> content. */
export function pageMain({ build, sharedTotal, createdAt, communityId, photos = [] }: PageFacts): HtmlEscapedString | Promise<HtmlEscapedString> {
  const rows = partsOf(build);
  const changed = sharedTotal !== build.total_price ? ` · ${formatPeso(sharedTotal)} when shared` : '';
  return html`<article class="bp" data-testid="build-page">
<header class="bp-head card">
<p class="bp-head__kicker">Shared build · ${PURPOSE_LABELS[build.purpose]}</p>
<h1>${build.title}</h1>
<p class="bp-head__total"><strong data-testid="build-page-total">${formatPeso(build.total_price)}</strong> <span>today at Philippine shops · estimate ${formatPeso(build.range.low)} – ${formatPeso(build.range.high)}; prices approximate</span></p>
<p class="bp-head__verdict bp-head__verdict--${build.severity}" data-testid="build-page-verdict">${build.verdict}</p>
<p class="bp-head__actions"><a class="btn btn-primary" href="${build.builderPath}">Open in builder</a>${communityId ? html` <a class="btn btn-ghost" href="${buildLink('', communityId)}">See it in the community</a>` : ''}</p>
</header>
${photoGallery(build.title, photos)}${verdictList('Problems', build.problems, 'bad')}${verdictList('Notes', build.notes, 'warn')}
<section class="bp-parts card" aria-labelledby="bp-parts-title">
<h2 id="bp-parts-title">Parts (${rows.length})</h2>
<table class="bp-table"><thead><tr><th scope="col">Part</th><th scope="col">Model</th><th scope="col">Price</th></tr></thead>
<tbody>${rows.map(partRow)}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total today</th><td class="bp-part__price">${formatPeso(build.total_price)}</td></tr></tfoot></table>
</section>
<p class="bp-meta">Shared ${formatPriceDate(manilaDay(createdAt))}${changed}. Prices are each part's lowest credible offer at Philippine shops today, or a marked estimate.</p>
</article>`;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type ShellValues = Record<keyof typeof SHELL_SLOTS, string>;

/** The shell with its placeholders filled: texts escaped here, `main` as HTML. */
export function fillShell(shell: string, texts: Omit<ShellValues, 'main'>, main: string): string {
  const values: ShellValues = { ...(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, escapeAttr(v)])) as Omit<ShellValues, 'main'>), main };
  // One pass, so that a value that happens to contain a placeholder's word is left as it is.
  const byPlaceholder = new Map<string, string>(Object.entries(SHELL_SLOTS).map(([key, placeholder]) => [placeholder, values[key as keyof ShellValues]]));
  const pattern = new RegExp([...byPlaceholder.keys()].map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  return shell.replace(pattern, (found) => byPlaceholder.get(found) ?? found);
}

/** The whole page of a shared build. */
export async function pageHtml(shell: string, facts: PageFacts, origin: string): Promise<string> {
  const texts = {
    title: facts.build.title,
    description: previewDescription(facts.build),
    url: `${origin}${shortLinkPath(facts.id)}`,
    image: `${origin}${previewImagePath(facts.id)}`,
  };
  return fillShell(shell, texts, (await pageMain(facts)).toString());
}

/** The page for a link that does not exist: the site's shell, saying so, with a way on. */
export function notFoundHtml(shell: string, origin: string, path: string): string {
  const main = `<article class="bp"><header class="bp-head card"><h1>Shared build not found</h1><p>${escapeAttr(SHORT_LINK_NOT_FOUND)} Check the link, or ask whoever sent it for a new one.</p><p class="bp-head__actions"><a class="btn btn-primary" href="/builder">Start a build</a> <a class="btn btn-ghost" href="/community">Community builds</a></p></header></article>`;
  return fillShell(shell, { title: 'Shared build not found', description: SHORT_LINK_NOT_FOUND, url: `${origin}${path}`, image: `${origin}/images/logo.svg` }, main);
}
