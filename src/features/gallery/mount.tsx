import { lazy } from 'react';

/**
 * For the app integrator: add the route `/dev/gallery` only when the gallery is enabled, e.g.
 * `{GalleryRoute && <Route path="/dev/gallery"><Suspense fallback={…}><GalleryRoute /></Suspense></Route>}`.
 * Vite replaces both flags at build time, so a production build without VITE_ENABLE_GALLERY=true drops the
 * dynamic import and emits no gallery chunk.
 */
export const galleryEnabled = import.meta.env.DEV || import.meta.env.VITE_ENABLE_GALLERY === 'true';

export const GalleryRoute = galleryEnabled ? lazy(() => import('./GalleryPage')) : null;
