/**
 * The running app's demo fault switches (decision 0452): the demo backend and the update check ask
 * them before each call, the Demo faults panel on the Statecharts page arms them, and so does the
 * address (`?fault=prescreening.saveCard`, read once at start-up).
 */
import { createDemoFaults, parseFaultFlag, type DemoFaults } from '../backend/demo/faults';

export const demoFaults: DemoFaults = createDemoFaults();

/** Arms what the address asks for (`?fault=name[@n][:401]`, comma-separated). */
export function applyFaultFlag(search: string, faults: DemoFaults): void {
  for (const fault of parseFaultFlag(search)) faults.arm(fault);
}
