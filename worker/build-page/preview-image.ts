/**
 * The preview image of a shared build (issue 29 item 6): a 1200×630 PNG — Facebook and Messenger
 * show no SVG — with the title, today's total, the verdict and the main parts. The picture is
 * drawn as SVG here and rasterised by resvg (WebAssembly, the same on Node and Workers; each entry
 * hands in its renderer, see png-node.ts and png-edge.ts). A PNG is made once per distinct picture
 * and kept in the object store, so a busy link costs one render, not one per crawler.
 */
import type { ObjectStore } from '../storage/object-store.ts';
import { PURPOSE_LABELS } from '../../src/domain/builder/purpose.ts';
import { SLOT_TITLES } from '../../src/domain/builder/labels.ts';
import { formatPeso } from '../../src/domain/format/money.ts';
import type { SavedPart } from '../../src/domain/saved-builds/saved-build.ts';
import type { PublicBuild } from '../../src/domain/community/short-link.ts';
import { SITE_NAME } from '../../src/domain/site/site.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The one font the picture uses (public/fonts; its licence beside it). */
export const PREVIEW_FONT_FAMILY = 'DejaVu Sans';
export const PREVIEW_FONT_PATH = '/fonts/DejaVuSans-Bold.ttf';

/** Turns an SVG into PNG bytes. */
export type RenderPng = (svg: string) => Promise<Uint8Array>;

const TONE = { good: '#137333', warn: '#a15c00', bad: '#b3261e' } as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cut to about what fits at this size in the bold font (its letters average under 0.66 em). */
export function fitText(text: string, fontSize: number, width: number): string {
  const max = Math.floor(width / (fontSize * 0.66));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

const KEY_SLOTS = ['cpu', 'gpus', 'rams', 'm2s', 'mobo'] as const;

/** The parts worth naming on a small card: CPU, graphics card, memory, SSD, board. */
function keyParts(build: PublicBuild): { label: string; name: string }[] {
  return KEY_SLOTS.flatMap((slot) => {
    const value = build.parts[slot];
    const first = (Array.isArray(value) ? value[0] : value) as SavedPart | null | undefined;
    return first ? [{ label: SLOT_TITLES[slot], name: first.name }] : [];
  }).slice(0, 4);
}

/** The picture as SVG. */
export function previewSvg(build: PublicBuild, shortPath: string): string {
  const lines = keyParts(build)
    .map(
      (p, i) =>
        `<text x="72" y="${390 + i * 46}" font-size="26" fill="#45506a">${escapeXml(p.label)}</text><text x="270" y="${390 + i * 46}" font-size="26" fill="#16213a">${escapeXml(fitText(p.name, 26, 860))}</text>`,
    )
    .join('');
  const facts = `${PURPOSE_LABELS[build.purpose]} · ${build.partCount} part${build.partCount === 1 ? '' : 's'} · prices at Philippine shops`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}" font-family="${PREVIEW_FONT_FAMILY}" font-weight="bold">
<rect width="1200" height="630" fill="#f6f8fc"/>
<rect width="1200" height="84" fill="#0038a8"/>
<rect y="84" width="1200" height="8" fill="#fcd116"/>
<text x="72" y="56" font-size="32" fill="#ffffff">${escapeXml(SITE_NAME)}</text>
<text x="1128" y="56" font-size="26" fill="#dbe4ff" text-anchor="end">${escapeXml(shortPath)}</text>
<text x="72" y="170" font-size="52" fill="#16213a">${escapeXml(fitText(build.title, 52, 1056))}</text>
<text x="72" y="250" font-size="64" fill="#0038a8">${escapeXml(formatPeso(build.total_price))}</text>
<text x="72" y="294" font-size="24" fill="#45506a">${escapeXml(fitText(facts, 24, 1056))}</text>
<rect x="72" y="322" width="1056" height="2" fill="#dde3ee"/>
<text x="${PREVIEW_WIDTH - 72}" y="250" font-size="30" fill="${TONE[build.severity]}" text-anchor="end">${escapeXml(fitText(build.verdict, 30, 560))}</text>
${lines}
<text x="72" y="592" font-size="22" fill="#5a6378">Every part with its shop prices, and the full verdict, at the link.</text>
</svg>`;
}

async function hashOf(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The PNG of this picture: from the store when it was made before, else rendered and kept. */
export async function previewPng(svg: string, linkId: string, storage: ObjectStore, render: RenderPng): Promise<Uint8Array> {
  const key = `previews/${linkId.toLowerCase()}-${await hashOf(svg)}.png`;
  const kept = await storage.get(key);
  if (kept) return kept.body;
  const png = await render(svg);
  await storage.put(key, png, 'image/png');
  return png;
}
