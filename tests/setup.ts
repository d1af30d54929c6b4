import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… waits up to 1 s by default; lazy screens and the demo's latency take longer than that on a
// busy 2-core machine running two vitest workers beside a build.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
