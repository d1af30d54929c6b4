// Moved to src/lib/theme.ts. Kept only until Settings (being refitted) imports it from there.
export * from '../lib/theme';
