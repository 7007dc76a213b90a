/**
 * The build page's pieces at the edge: the shell from the static assets (the ASSETS binding),
 * resvg's WebAssembly as a module wrangler bundles (Workers may not compile WebAssembly from
 * bytes at run time), the font from the assets.
 */
import { initWasm } from '@resvg/resvg-wasm';
import { rasterise } from './rasterise.ts';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { PREVIEW_FONT_PATH } from './preview-image.ts';
import type { BuildPageKit } from '../types.ts';

export interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

const ASSET_ORIGIN = 'https://assets.invalid';

export function edgeBuildPage(assets: AssetsBinding): BuildPageKit {
  let shell: Promise<string | null> | undefined;
  let ready: Promise<Uint8Array> | undefined;
  const prepare = () =>
    (ready ??= (async () => {
      await initWasm(resvgWasm);
      const res = await assets.fetch(`${ASSET_ORIGIN}${PREVIEW_FONT_PATH}`);
      if (!res.ok) throw new Error(`The preview font is missing from the assets (${res.status}).`);
      return new Uint8Array(await res.arrayBuffer());
    })());
  return {
    shell: () =>
      (shell ??= assets
        .fetch(`${ASSET_ORIGIN}/b-shell/`)
        .then((res) => (res.ok ? res.text() : null))
        .catch(() => null)),
    async renderPng(svg) {
      const font = await prepare();
      return rasterise(svg, font);
    },
  };
}
