import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The design-system gallery (gallery.html) as a page of its own beside the app: `npm run build` writes
 * it to dist/gallery/, served by the same server as the app, so its end-to-end tests need no dev server.
 * Nothing in the app links to it; it shows the design system's parts with made-up data.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname },
  },
  base: '/gallery/',
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir: 'dist/gallery',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { input: 'gallery.html' },
    // One page of every part: a single chunk is what it is.
    chunkSizeWarningLimit: 2000,
  },
});
