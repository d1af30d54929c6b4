// Moved to src/ui/use-media-query.ts. Kept only until Settings (being refitted) imports it from src/ui.
export { MOBILE_QUERY, useMediaQuery } from '../../ui/use-media-query';
