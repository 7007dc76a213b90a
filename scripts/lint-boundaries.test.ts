/**
 * The import boundaries in eslint.config.js, probed with small virtual files through ESLint's own
 * API: each forbidden import must be refused and each allowed one let through, so a config edit
 * that silently opens a hole (or a rule that stops matching) fails here, not in review.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/files' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('forbidden imports are refused', () => {
  it.each([
    ['src/domain/probe.ts', `export { catalogue } from '../catalogue/index.ts';`, 'src/domain takes the catalogue as an argument'],
    ['src/domain/builder/probe.ts', `import { catalogue } from '../../catalogue';\nexport const n = catalogue;`, 'src/domain takes the catalogue'],
    ['src/domain/probe.ts', `export const load = () => import('../catalogue/index.ts');`, 'src/domain takes the catalogue'],
    ['worker/routes/probe.ts', `import { BuilderApp } from '../../src/features/builder/BuilderApp.tsx';\nexport const x = BuilderApp;`, 'never imports browser islands or React'],
    ['worker/routes/probe.ts', `import { useState } from 'react';\nexport const x = useState;`, 'never imports browser islands or React'],
    ['worker/routes/probe.ts', `import { renderToString } from 'react-dom/server';\nexport const x = renderToString;`, 'never imports browser islands or React'],
    ['worker/routes/probe.ts', `import { Header } from './Header.tsx';\nexport const x = Header;`, 'never imports browser islands or React'],
    ['src/features/builder/probe.ts', `import type { AppEnv } from '../../../worker/types.ts';\nexport type X = AppEnv;`, 'never import worker code'],
    ['src/features/builder/probe.tsx', `import { catalogue } from '../../catalogue/index.ts';\nexport const x = catalogue;`, 'Islands never bundle the catalogue loader'],
    ['src/features/shared/probe.ts', `export * from '../../catalogue';`, 'Islands never bundle the catalogue loader'],
    ['worker/routes/probe.ts', `import { build } from '../../scripts/build.ts';\nexport const x = build;`, 'Runtime code never imports scripts/'],
    ['src/domain/probe.ts', `import { figures } from '../../scripts/figures.ts';\nexport const x = figures;`, 'Runtime code never imports scripts/'],
    // The one exception is narrow: node.ts may start a build, not reach for other scripts.
    ['worker/node.ts', `import { writeCheckedCatalogue } from '../scripts/catalogue-json.ts';\nexport const x = writeCheckedCatalogue;`, 'Runtime code never imports scripts/'],
    // The matcher stays out of every bundle but the quote checker's worker.
    ['src/features/builder/probe.ts', `import { buildIndex } from '../../matching/matcher.ts';\nexport const x = buildIndex;`, 'The shop-listing matcher (src/matching)'],
    ['src/domain/pricing/probe.ts', `import { toText } from '../../matching/text.ts';\nexport const x = toText;`, 'The shop-listing matcher (src/matching)'],
    ['src/domain/quote/keep.ts', `import { toText } from '../../matching/text.ts';\nexport const x = toText;`, 'The shop-listing matcher (src/matching)'],
    ['worker/routes/probe.ts', `import { buildIndex } from '../../src/matching/matcher.ts';\nexport const x = buildIndex;`, 'The shop-listing matcher (src/matching)'],
    ['src/matching/probe.ts', `import { useState } from 'react';\nexport const x = useState;`, 'are pure: no framework imports'],
  ])('%s: %s', async (filePath, code, message) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });
});

describe('allowed imports pass', () => {
  it.each([
    // The domain's own catalogue schema, one folder down, is spelled like the loader from src/domain/.
    ['src/domain/builder/probe.ts', `import type { Component } from '../catalogue/catalogue.ts';\nexport type X = Component;`],
    ['src/domain/quote/matching.ts', `import { buildIndex } from '../../matching/matcher.ts';\nexport const x = buildIndex;`],
    ['scripts/probe.ts', `import { buildIndex } from '../src/matching/matcher.ts';\nexport const x = buildIndex;`],
    ['src/matching/probe.ts', `import { crediblePrice } from '../domain/pricing/credible-price.ts';\nexport const x = crediblePrice;`],
    ['src/features/builder/probe.tsx', `import { lookupIn } from '../../catalogue/lookup.ts';\nexport const x = lookupIn;`],
    ['src/features/builder/probe.test.ts', `import { catalogue } from '../../catalogue/index.ts';\nexport const x = catalogue;`],
    ['src/pages/probe.ts', `import { catalogue } from '../catalogue/index.ts';\nexport const x = catalogue;`],
    ['worker/routes/probe.ts', `import { catalogue } from '../../src/catalogue/index.ts';\nexport const x = catalogue;`],
    ['worker/node.ts', `import { buildIfStale } from '../scripts/build.ts';\nexport const x = buildIfStale;`],
    ['worker/probe.test.ts', `import { writeCheckedCatalogue } from '../scripts/catalogue-json.ts';\nexport const x = writeCheckedCatalogue;`],
  ])('%s: %s', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
