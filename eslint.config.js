/**
 * Lint rules, and the boundaries the design keeps (DESIGN.md "Where things live"):
 * - src/domain is pure TypeScript: no framework, no features, no worker, no Node built-ins;
 * - a feature imports another feature only through src/features/shared;
 * - API routes never import worker/app.ts (the shared types are in worker/types.ts);
 * - the server never imports browser islands.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const FRAMEWORKS = ['react', 'react-dom', 'react/*', 'nanostores', '@nanostores/*', 'astro', 'astro:*', 'astro/*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '@libsql/*', 'better-auth', 'better-auth/*'];

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
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'src/domain is pure: no framework imports (DESIGN.md).' },
            { group: ['**/features/**', '**/worker/**', '**/src/catalogue/index*'], message: 'src/domain imports no features, no worker code and not the catalogue files.' },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['../app.ts', '../app'], message: 'Routes take their types from worker/types.ts, never the app that mounts them.' }] }],
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
