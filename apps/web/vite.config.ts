// Vite configuration of the web app: dev proxy of /api (HTTP and websocket) to the Fastify server,
// production build into apps/web/dist with shared framework chunks and route-level code splitting.
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  plugins: [pureSharedSchemas(), react()],
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
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    // The manifest lets scripts/first-load.mjs measure what each route downloads on first load.
    manifest: true,
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    rolldownOptions: {
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
