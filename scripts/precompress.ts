/**
 * Writes `.gz` and `.br` next to every compressible file in `dist/` so the Node server can send
 * pages, scripts and styles compressed without compressing them again on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

export async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (body.length < 512) continue;
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count++;
  }
  return count;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? 'dist';
  const count = await precompress(dir);
  console.log(`precompressed ${count} files in ${dir}/`);
}
