// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { REDIRECTS } from './src/domain/site/routes.ts';

// Every page is pre-rendered to static HTML; React islands hydrate only where a screen is
// interactive. The Node server (worker/node.ts) and Workers static assets serve `dist/`.
export default defineConfig({
  output: 'static',
  site: process.env.PUBLIC_ORIGIN || 'http://localhost:4321',
  integrations: [react()],
  redirects: REDIRECTS,
  build: { inlineStylesheets: 'auto' },
  server: { port: Number(process.env.PORT ?? 4321) },
  vite: {
    // The dev server proxies the API to the Node server that `npm run dev` starts beside it.
    server: { proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 4322}` } },
  },
});
