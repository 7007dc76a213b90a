/** The build page's pieces on Node (`npm start`, tests): the built shell from dist/, resvg from node_modules. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { initWasm } from '@resvg/resvg-wasm';
import { rasterise } from './rasterise.ts';
import { PREVIEW_FONT_PATH } from './preview-image.ts';
import type { BuildPageKit } from '../types.ts';

let ready: Promise<Uint8Array> | undefined;

/** Loads the WebAssembly and the font once per process. */
function prepare(): Promise<Uint8Array> {
  ready ??= (async () => {
    const wasm = await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'));
    await initWasm(wasm);
    return new Uint8Array(await readFile(fileURLToPath(new URL(`../../public${PREVIEW_FONT_PATH}`, import.meta.url))));
  })();
  return ready;
}

export async function renderPngOnNode(svg: string): Promise<Uint8Array> {
  const font = await prepare();
  return rasterise(svg, font);
}

/** `shellFile`: the built shell page (dist/b-shell/index.html); without one, the bare fallback. */
export function nodeBuildPage(shellFile?: string): BuildPageKit {
  let shell: Promise<string | null> | undefined;
  return {
    shell: () => (shell ??= shellFile ? readFile(shellFile, 'utf8').catch(() => null) : Promise.resolve(null)),
    renderPng: renderPngOnNode,
  };
}
