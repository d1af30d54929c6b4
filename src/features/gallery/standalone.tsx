import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../index.css';
import GalleryPage from './GalleryPage';

// Entry of gallery.html: the gallery without the app shell, for the dev server and its e2e test.
const root = document.getElementById('root');
if (!root) throw new Error('gallery.html has no #root element.');
createRoot(root).render(
  <StrictMode>
    <GalleryPage />
  </StrictMode>,
);
