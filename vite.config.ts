import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const distDir = path.resolve(import.meta.dirname, process.env.DIST_DIR ?? 'dist');

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'src/client'),
  publicDir: path.resolve(import.meta.dirname, 'src/client/public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.join(distDir, 'client'),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    target: 'es2022',
    // The browser's chunks; the prerender bundle (SSR) keeps rolldown's defaults and its entry's
    // exports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false as const,
          output: {
            codeSplitting: {
              groups: [
                // Everything main.tsx imports statically (React, the router, i18n, the layout) is
                // needed by every page before it hydrates: one file, not ten.
                { name: 'app', tags: ['$initial'], priority: 2 },
              ],
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
