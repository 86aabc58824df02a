// Vite configuration of the web app: dev proxy of /api (HTTP and websocket) to the Fastify server,
// production build into apps/web/dist with shared framework chunks and route-level code splitting. The back
// office (admin.html, served at /admin) is a second build into the same folder (`vite build --mode admin`,
// run by `npm run build`), so the learner site's chunks and first load do not depend on it at all.
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pureSharedSchemas } from './build/pure-shared-schemas.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:8080';

/**
 * react-router's package exports name no `production` condition, so bundlers get its development build
 * (dev warnings kept). Its production build is the same code with those warnings compiled out.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** In dev and preview, /admin and /admin/* are the back office's page (the server does this in production). */
function adminPage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const [pathname = '', query] = (req.url ?? '').split('?');
    if (pathname === '/admin' || (pathname.startsWith('/admin/') && !pathname.includes('.')))
      req.url = `/admin.html${query ? `?${query}` : ''}`;
    next();
  };
  return {
    name: 'admin-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [adminPage(), pureSharedSchemas(), react()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'admin',
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/first-load.mjs measure what each route downloads on first load.
    manifest: mode === 'admin' ? '.vite/admin-manifest.json' : true,
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, mode === 'admin' ? 'admin.html' : 'index.html'),
      // @elearning/shared only declares constants, rules and schemas, and zod has no import-time effects a
      // page relies on: modules of them a page does not use (the zod request schemas) stay out of its bundle.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]zod[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // Shared antd chunks are named after every page using them; keep file names short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('antd~') ? 'assets/antd-shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 40,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|@emotion)[\\/]/,
              priority: 20,
              // Split antd by the set of pages using each part, so a page never loads components it lacks.
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
            {
              name: 'echarts',
              test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/,
              priority: 20,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
          ],
        },
      },
    },
  },
}));
