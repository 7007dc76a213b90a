/** SVG to PNG with resvg, once its WebAssembly is initialised (png-node.ts, png-edge.ts). */
import { Resvg } from '@resvg/resvg-wasm';
import { PREVIEW_FONT_FAMILY } from './preview-image.ts';

export function rasterise(svg: string, font: Uint8Array): Uint8Array {
  const resvg = new Resvg(svg, { font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: PREVIEW_FONT_FAMILY } });
  try {
    return resvg.render().asPng();
  } finally {
    resvg.free();
  }
}
