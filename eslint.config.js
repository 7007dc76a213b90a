/**
 * Lint rules, and the boundaries the design keeps (DESIGN.md "Where things live"):
 * - src/domain and src/matching are pure TypeScript: no framework, no features, no worker, no
 *   Node built-ins;
 * - the shop-listing matcher (src/matching) is imported only by the price import and the quote
 *   checker, so no other page bundles it;
 * - a feature imports another feature only through src/features/shared;
 * - API routes never import worker/app.ts (the shared types are in worker/types.ts);
 * - the server never imports browser islands;
 * - and the file-level boundaries below (BOUNDARIES), which look at the file an import names.
 */
import { readdirSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const FRAMEWORKS = ['react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', 'astro', 'astro:*', 'astro/*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '@libsql/*', 'better-auth', 'better-auth/*'];

/**
 * Boundaries between files, checked on the path an import resolves to (from the repo root), not
 * on its spelling: `../catalogue` from src/domain/builder/ is src/domain/catalogue, from
 * src/domain/ it is the loader. Bare specifiers (react) are matched as written. One rule holds
 * every zone, so no later config block can silently replace an earlier one's list.
 * Proven by scripts/lint-boundaries.test.ts.
 */
const TESTS = /\.test\.tsx?$/;
const CATALOGUE_LOADER = /^src\/catalogue(\/index(\.ts)?)?$/;
const BOUNDARIES = [
  {
    files: /^src\/domain\//,
    ignores: TESTS,
    forbid: CATALOGUE_LOADER,
    message: 'src/domain takes the catalogue as an argument; it never loads it (src/catalogue/index.ts).',
  },
  {
    files: /^worker\//,
    forbid: /^src\/features\/|^react(-dom)?(\/|$)|\.tsx$/,
    message: 'The server (routes included) never imports browser islands or React.',
  },
  {
    files: /^src\/features\//,
    forbid: /^worker\//,
    message: 'Features run in the browser: they call /api/*, never import worker code.',
  },
  {
    // Tests may read the real catalogue; nothing a page ships may bundle it.
    files: /^src\/features\//,
    ignores: TESTS,
    forbid: CATALOGUE_LOADER,
    message: 'Islands never bundle the catalogue loader: take parts as props, or look them up with src/catalogue/lookup.ts.',
  },
  {
    // The shop-listing matcher is 2,000 lines no page needs, except the quote checker's worker.
    files: /^(src|worker)\//,
    ignores: /\.test\.tsx?$|^src\/matching\//,
    forbid: /^src\/matching(\/|$)/,
    except: ['src/domain/quote/matching.ts', 'src/domain/quote/shorthand.ts'],
    message: 'The shop-listing matcher (src/matching) is for the price import (scripts/) and the quote checker (src/domain/quote/matching.ts) only, so no other page bundles it.',
  },
  {
    files: /^(src|worker)\//,
    ignores: TESTS,
    forbid: /^scripts\//,
    // `npm start` builds the site first when its sources changed (the local Node entry only).
    except: ['worker/node.ts → scripts/build.ts'],
    message: 'Runtime code never imports scripts/ (build and maintenance tools).',
  },
];

const boundaries = {
  rules: {
    files: {
      meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between files (BOUNDARIES).' } },
      create(context) {
        const file = relative(context.cwd, context.filename).split(sep).join('/');
        const zones = BOUNDARIES.filter((z) => z.files.test(file) && !z.ignores?.test(file));
        if (zones.length === 0) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const target = spec.startsWith('.') ? posix.join(posix.dirname(file), spec) : spec;
          for (const zone of zones) {
            const excepted = zone.except?.includes(`${file} → ${target}`) || zone.except?.includes(file);
            if (zone.forbid.test(target) && !excepted) {
              context.report({ node: node.source, message: `${zone.message} (${file} → ${target})` });
            }
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-worker/', '.astro/', '.wrangler/', 'test-results*/', '.e2e-*/', 'worker/generated/', 'drizzle/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', window: 'readonly', document: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-undef': 'off', // TypeScript checks names
    },
  },
  { plugins: { boundaries }, rules: { 'boundaries/files': 'error' } },
  {
    files: ['src/domain/**/*.ts', 'src/matching/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/matching/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'src/domain and src/matching are pure: no framework imports (DESIGN.md).' },
            { group: ['**/features/**', '**/worker/**'], message: 'src/domain imports no features and no worker code (the catalogue loader: BOUNDARIES).' },
            { group: ['node:*'], message: 'src/domain runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.filter((f) => f !== 'shared').map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((other) => other !== feature && other !== 'shared').map((other) => ({
            group: [`../${other}/*`, `**/features/${other}/*`],
            message: `Features share code only through src/features/shared (${feature} → ${other}).`,
          })),
        },
      ],
    },
  })),
  {
    files: ['worker/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../app.ts', '../app', '../../app.ts', '../../app'], message: 'Routes take their types from worker/types.ts, never the app that mounts them.' }] }],
    },
  },
  {
    files: ['worker/**/*.ts'],
    ignores: ['worker/routes/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/features/**', 'react', 'react-dom'], message: 'The server never imports browser islands.' }] }],
    },
  },
);
