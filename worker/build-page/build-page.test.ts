/**
 * The public build page's pieces (issue 29 item 6): the preview PNG (rendered once, then from the
 * object store), the shell filled in one pass, the picture's text cut to fit.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanParts, json, setup } from '../testing/builds.ts';
import { readAnswer } from '../testing/client.ts';
import { nodeBuildPage, renderPngOnNode } from './png-node.ts';
import { FALLBACK_SHELL, SHELL_SLOTS, fillShell } from './page-html.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, fitText } from './preview-image.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Width and height from a PNG's IHDR chunk. */
const sizeOf = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
};

describe('GET /b/{id}/image.png', () => {
  it('is a 1200×630 PNG of the build, rendered once and then read from the object store', async () => {
    const render = vi.fn(renderPngOnNode);
    const t = await setup({ buildPage: { ...nodeBuildPage(), renderPng: render } });
    const made = await t.app.request('/api/short-links', json('POST', { kind: 'draft', parts: cleanParts(), title: 'Sala PC' }));
    const { image } = await readAnswer('POST /api/short-links', made);
    const res = await t.app.request(image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(sizeOf(png)).toEqual({ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT });
    expect(png.length).toBeGreaterThan(5_000);
    const again = new Uint8Array(await (await t.app.request(image)).arrayBuffer());
    expect(again).toEqual(png);
    expect(render).toHaveBeenCalledTimes(1);
    const svg = render.mock.calls[0]![0];
    expect(svg).toContain('Sala PC');
    expect(svg).toContain('₱');
  });

  it('answers 404 where no renderer is set up rather than failing', async () => {
    const t = await setup();
    const { image } = await readAnswer('POST /api/short-links', await t.app.request('/api/short-links', json('POST', { kind: 'draft', parts: cleanParts() })));
    expect((await t.app.request(image)).status).toBe(404);
  });
});

describe('the page shell', () => {
  it('fills every placeholder once, escaping texts, and leaves placeholder words inside values alone', () => {
    const page = fillShell(FALLBACK_SHELL, { title: `Tom & "Jerry" ${SHELL_SLOTS.main}`, description: 'd', url: 'https://a.ph/b/x', image: 'https://a.ph/b/x/image.png' }, '<p>main</p>');
    expect(page).toContain(`<title>Tom &amp; &quot;Jerry&quot; ${SHELL_SLOTS.main} · PC Builder PH</title>`);
    expect(page.match(/<p>main<\/p>/g)).toHaveLength(1);
    expect(page).not.toContain(SHELL_SLOTS.url);
    expect(page).not.toContain(SHELL_SLOTS.image);
  });

  it('reads the built shell when there is one, and falls back to the bare page when the site is not built', async () => {
    expect(await nodeBuildPage('/nonexistent/b-shell/index.html').shell()).toBeNull();
    expect(await nodeBuildPage().shell()).toBeNull();
  });
});

describe('fitText', () => {
  it('keeps text that fits and cuts longer text with an ellipsis', () => {
    expect(fitText('Ryzen 5 7600', 26, 860)).toBe('Ryzen 5 7600');
    const cut = fitText('x'.repeat(200), 26, 860);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBe(Math.floor(860 / (26 * 0.66)));
  });
});
