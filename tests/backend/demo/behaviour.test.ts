import { createDemoBackend } from '../../../src/backend/demo';
import { createSampleData } from '../../../src/domain/sample-data';
import type { Persona } from '../../../src/domain/session';
import { describeBackendBehaviour } from '../behaviour/describeBackendBehaviour';

const NOW = new Date('2026-03-15T12:00:00Z');
const data = createSampleData({ now: NOW });

describeBackendBehaviour('demo backend', () => {
  let persona: Persona = 'admin';
  const backend = createDemoBackend({ persona: () => persona, now: () => NOW, latency: 'none', data });
  return {
    backend,
    async signInAs(next) {
      persona = next;
      await backend.session.login({ email: `${next}@example.com`, password: 'demo' });
    },
  };
});
