/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the dev server, the production build and vitest, so tests
// resolve modules exactly as the app does.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname },
  },
  server: {
    port: 5173,
    // The contract server runs on its own port during development (`npm run server`).
    proxy: {
      '/api': { target: 'http://localhost:4174', changeOrigin: false },
      '/version.json': { target: 'http://localhost:4174', changeOrigin: false },
    },
  },
  preview: { port: 4173, strictPort: true },
  // The compositing worker is a module worker that loads the AVIF encoder on demand (code splitting).
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'tests/**/*.test.{ts,tsx}',
      'machines/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: false,
    restoreMocks: true,
  },
});
