// Issue 24 item 7: the fault matrix as data. Flows (what a person does) × faults (what the server or
// the network does to the request that matters), each cell run by faults.spec.ts and printed as a table
// by `npm run faults` (scripts/faults.ts). Plain data: no Playwright here, so the printer can read it.

export const FLOWS = [
  { id: 'customer-create', label: 'Create a customer' },
  { id: 'customer-edit', label: 'Edit a customer' },
  { id: 'submission-create', label: 'Create a submission' },
  { id: 'workflow-step', label: 'Advance a workflow step' },
  { id: 'prescreen-save', label: 'Save a prescreen card' },
  { id: 'card-upload', label: 'Upload card photos' },
  { id: 'lists', label: 'The lists' },
] as const;

export const FAULTS = [
  { id: '500', label: '500' },
  { id: '503', label: '503 + Retry-After' },
  { id: 'hung', label: 'Hung request' },
  { id: 'network', label: 'Network failure' },
  { id: '401', label: '401 mid-write' },
  { id: '409', label: '409 stale version' },
  { id: '422', label: '422 validation' },
  { id: 'reload', label: 'Reload mid-edit' },
  { id: 'lost', label: 'Response lost after commit' },
] as const;

export type FlowId = (typeof FLOWS)[number]['id'];
export type FaultId = (typeof FAULTS)[number]['id'];

/**
 * A cell waits for a behaviour another branch is building when it names it here: it is printed as
 * 'pending' and not run, never passed for show. The integrator removes an entry once that work is on
 * main and the cell passes.
 */
export interface Pending {
  pendingOn: string;
}

/** Cells that wait for work not yet on main; every other cell runs. None wait today. */
export const PENDING: Partial<Record<FlowId, Partial<Record<FaultId, Pending>>>> = {};

export const pendingOf = (flow: FlowId, fault: FaultId): Pending | undefined => PENDING[flow]?.[fault];

/** The test title of a cell; the printer finds the cell's result by it. */
export const cellTitle = (flow: FlowId, fault: FaultId) => `${flow} × ${fault}`;
