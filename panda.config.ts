import { defineConfig } from '@pandacss/dev';
import { semanticTokens, tokens, globalCss } from './src/ui/theme/tokens';

// Panda generates styled-system/ (not committed) from this file during `npm install` (prepare).
export default defineConfig({
  preflight: true,
  strictTokens: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  // The theme is an attribute on <html>; 'system' is resolved to light or dark by the app.
  conditions: {
    extend: {
      dark: '[data-theme=dark] &',
      light: '[data-theme=light] &',
    },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      breakpoints: { md: '768px' },
    },
  },
  globalCss,
});
