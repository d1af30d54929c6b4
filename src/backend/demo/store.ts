import type { Card } from '../../domain/card';
import type { CatalogueKind, CatalogueKinds } from '../../domain/catalogue';
import type { Customer } from '../../domain/customer';
import type { Employee } from '../../domain/employee';
import type { Persona } from '../../domain/session';
import type { Submission } from '../../domain/submission';
import type { StepType, Workflow, WorkflowType } from '../../domain/workflow';
import type { SampleData } from '../../domain/sample-data';
import type { Latency } from './latency';

/** A workflow type as stored: its step types live in their own map and are joined on read. */
export type StoredWorkflowType = Omit<WorkflowType, 'stepTypes'>;
/** A step type as stored: next-step names are joined on read, so renames show everywhere. */
export type StoredStepType = Omit<StepType, 'nextSteps'>;

type CatalogueMaps = { [Kind in CatalogueKind]: Map<string, CatalogueKinds[Kind]['record']> };

/** Where the demo keeps its signed-in token; the app may pass one backed by localStorage. */
export interface DemoSessionStorage {
  read(): string | null;
  write(token: string | null): void;
}

/** The in-memory records of the demo. Only the area modules touch it; callers always get copies. */
export interface DemoStore {
  data: Pick<SampleData, 'personas' | 'organisation' | 'generatedAt'>;
  customers: Map<string, Customer>;
  submissions: Map<string, Submission>;
  workflowTypes: Map<string, StoredWorkflowType>;
  stepTypes: Map<string, StoredStepType>;
  workflows: Map<string, Workflow>;
  cards: Map<string, Card>;
  /** When each submission's Prescreen step opened (the queue's stepCreatedDate), by submission id. */
  prescreenOpenedAt: Map<string, string>;
  catalogues: CatalogueMaps;
  employees: Map<string, Employee>;
  session: DemoSessionStorage;
  /** The next free numeric id of a collection: one above the highest numeric id it ever held. */
  nextId(collection: IdCollection): string;
}

export type IdCollection =
  | 'customers'
  | 'submissions'
  | 'workflowTypes'
  | 'stepTypes'
  | 'workflows'
  | 'steps'
  | 'cards'
  | 'assets'
  | 'users'
  | CatalogueKind
  | 'employees';

/** Everything an area module needs. */
export interface DemoContext {
  store: DemoStore;
  latency: Latency;
  now: () => Date;
  persona: () => Persona;
}

export const memorySessionStorage = (): DemoSessionStorage => {
  let token: string | null = null;
  return {
    read: () => token,
    write: (value) => {
      token = value;
    },
  };
};

/** A deep copy, so neither the caller's sample data nor a returned record can reach into the store. */
export const copy = <T>(value: T): T => structuredClone(value);

const byId = <T extends { id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.id, item]));

const highestId = (ids: Iterable<string>, floor: number): number => {
  let highest = floor;
  for (const id of ids) {
    const value = Number(id);
    if (Number.isInteger(value) && value > highest) highest = value;
  }
  return highest;
};

/**
 * `given` is copied (one deep copy up front, much faster than one per record) unless the store owns it
 * already: copying 10,000 submissions with their workflows and cards takes most of a second.
 */
export function createDemoStore(given: SampleData, session: DemoSessionStorage, owned = false): DemoStore {
  const data = owned ? given : copy(given);
  const workflows = data.workflows;
  const stepTypes = data.workflowTypes.flatMap((type) =>
    type.stepTypes.map(({ nextSteps: _joined, ...stepType }) => stepType),
  );
  const store: Omit<DemoStore, 'nextId'> = {
    data: { personas: data.personas, organisation: data.organisation, generatedAt: data.generatedAt },
    customers: byId(data.customers),
    submissions: byId(data.submissions),
    workflowTypes: new Map(data.workflowTypes.map(({ stepTypes: _own, ...type }) => [type.id, type])),
    stepTypes: new Map(stepTypes.map((stepType) => [stepType.id, stepType])),
    workflows: new Map(workflows.map((workflow) => [workflow.id, workflow])),
    cards: byId(data.cards),
    prescreenOpenedAt: new Map(
      data.prescreenQueue.flatMap((row) =>
        row.stepCreatedDate ? [[row.submissionId, row.stepCreatedDate]] : [],
      ),
    ),
    catalogues: {
      cardGrades: byId(data.catalogues.cardGrades),
      cardGradeErrors: byId(data.catalogues.cardGradeErrors),
      cardQualifiers: byId(data.catalogues.cardQualifiers),
      prescreenRecommendations: byId(data.catalogues.prescreenRecommendations),
    },
    employees: byId(data.employees),
    session,
  };
  // Mock ids of seed B §9: workflow types from 101, step types from 501.
  const counters: Record<IdCollection, number> = {
    customers: highestId(store.customers.keys(), 0),
    submissions: highestId(store.submissions.keys(), 0),
    workflowTypes: highestId(store.workflowTypes.keys(), 100),
    stepTypes: highestId(store.stepTypes.keys(), 500),
    workflows: highestId(store.workflows.keys(), 1000),
    steps: highestId(
      workflows.flatMap((workflow) => workflow.steps.map((step) => step.id)),
      5000,
    ),
    cards: highestId(store.cards.keys(), 0),
    assets: highestId(
      data.cards.flatMap((card) => card.assets.map((asset) => asset.id)),
      0,
    ),
    users: highestId(
      [
        ...Object.values(data.personas).map((persona) => persona.user.id),
        ...data.customers.map((c) => c.userId ?? ''),
      ],
      0,
    ),
    cardGrades: highestId(store.catalogues.cardGrades.keys(), 0),
    cardGradeErrors: highestId(store.catalogues.cardGradeErrors.keys(), 0),
    cardQualifiers: highestId(store.catalogues.cardQualifiers.keys(), 0),
    prescreenRecommendations: highestId(store.catalogues.prescreenRecommendations.keys(), 0),
    employees: highestId(store.employees.keys(), 0),
  };
  return {
    ...store,
    nextId(collection) {
      counters[collection] += 1;
      return String(counters[collection]);
    },
  };
}
