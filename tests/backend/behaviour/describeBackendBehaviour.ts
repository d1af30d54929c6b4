import { accountsBehaviour } from './accounts';
import { auditBehaviour } from './audit';
import { businessProfileBehaviour } from './businessProfile';
import { cardsBehaviour } from './cards';
import { cataloguesBehaviour } from './catalogues';
import type { BehaviourContext, MakeContext } from './context';
import { customersBehaviour } from './customers';
import { employeesBehaviour } from './employees';
import { paymentsBehaviour } from './payments';
import { portalBehaviour } from './portal';
import { graderOrdersBehaviour } from './graderOrders';
import { returnsBehaviour } from './returns';
import { sampleWorldBehaviour } from './sampleWorld';
import { sessionBehaviour } from './session';
import { submissionsBehaviour } from './submissions';
import { workflowsBehaviour } from './workflows';
import { writesBehaviour } from './writes';

export type { BehaviourContext, MakeContext } from './context';

/**
 * What every Backend must do, whichever data mode implements it (seed A §7, seed B §7): the demo
 * backend runs it in tests/backend/demo, the HTTP backend against the contract server elsewhere. Only
 * behaviour both must share is asserted here: demo-only texts, soft deletes and latency live in the
 * demo's own tests. Each test gets a fresh context from `makeContext`.
 */
export function describeBackendBehaviour(name: string, makeContext: MakeContext): void {
  describe(name, () => {
    let current: BehaviourContext | null = null;
    const context = (): BehaviourContext => {
      if (!current) throw new Error('the behaviour context is created in beforeEach');
      return current;
    };
    beforeEach(async () => {
      current = await makeContext();
    });
    afterEach(() => {
      current = null;
    });

    // First, on the sample as seeded: the HTTP suite's server is shared by the whole file.
    sampleWorldBehaviour(context);
    sessionBehaviour(context);
    accountsBehaviour(context);
    submissionsBehaviour(context);
    customersBehaviour(context);
    workflowsBehaviour(context);
    cataloguesBehaviour(context);
    employeesBehaviour(context);
    cardsBehaviour(context);
    graderOrdersBehaviour(context);
    returnsBehaviour(context);
    writesBehaviour(context);
    portalBehaviour(context);
    auditBehaviour(context);
    businessProfileBehaviour(context);
    paymentsBehaviour(context);

    describe('version', () => {
      it('reports the running version', async () => {
        const version = await context().backend.version.current();
        expect(version.version).toMatch(/\S/);
        expect(typeof version.builtAt).toBe('string');
      });
    });
  });
}
