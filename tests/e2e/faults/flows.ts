import { expect, type Locator, type Page } from '@playwright/test';
import type { FlowId } from './matrix';

/** What a flow needs from its cell: the page (signed in to the API) and a stamp unique to the cell. */
export interface Cell {
  page: Page;
  stamp: string;
}

/**
 * One flow of the matrix: how to reach it, what a person types, the one request the fault hits, and how
 * to see that the typed work is still there or reached the server exactly once.
 */
export interface Flow {
  /** The request that carries the person's work (or, for a list, the read their query makes). */
  target: { url: RegExp; method: string };
  /** Server-side set-up through the API, then the screen opened and ready. */
  open(cell: Cell): Promise<void>;
  /** What the person types or picks, before the fault. */
  type(cell: Cell): Promise<void>;
  /** The press that sends the target request (Save, Upload…); a list's query is sent by `type`. */
  act(cell: Cell): Promise<void>;
  /** A form that offers its kept draft back after a reload ('Restore unsaved changes?'). */
  restoresDraft?: boolean;
  /** A form that sends its record's version: a 409 asks 'Changed since you opened it'. */
  asksOnConflict?: boolean;
  /** A screen that reports every failed press in an error toast of its own (seed B's prescreen toasts). */
  toastsEveryFailure?: boolean;
  /** Pressing again after a failure, when it is not `act` (a list's Retry). */
  again?(cell: Cell): Promise<void>;
  /** Every typed value is still on the screen. */
  expectKept(cell: Cell): Promise<void>;
  /** After the fault is gone and the person pressed again: the work is on the server, once. */
  expectSavedOnce(cell: Cell): Promise<void>;
  /** The way back a stuck person takes (Cancel, Try again, Back to queue…), after a failure or not. */
  wayBack(page: Page, failed: boolean): Locator;
  /** What tells the person the work did not go through (default: an alert). */
  failure?(page: Page): Locator;
}

const api = (path: string) => `/api${path}`;

/** The data of a wrapper answer, or a test failure. */
async function dataOf(response: {
  ok(): boolean;
  json(): Promise<unknown>;
  url(): string;
}): Promise<unknown> {
  expect(response.ok(), response.url()).toBe(true);
  const body = (await response.json()) as { data?: unknown };
  return body.data;
}

async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await page.request.fetch(api(path), { method, data });
  return dataOf(response);
}

async function customersNamed(page: Page, lastName: string): Promise<unknown[]> {
  const rows = await apiCall(page, 'POST', '/employee/customer/search', { lastName });
  return Array.isArray(rows) ? rows : [];
}

/** A submission's cards: `{ cards: [...] }`. */
async function cardsOf(page: Page, path: string): Promise<{ id?: unknown }[]> {
  const data = (await apiCall(page, 'GET', path)) as { cards?: unknown };
  expect(Array.isArray(data.cards), path).toBe(true);
  return Array.isArray(data.cards) ? (data.cards as { id?: unknown }[]) : [];
}

/** A detail screen's way back: its breadcrumb's first link. */
const breadcrumbBack = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first();

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

// ---------------------------------------------------------------------------------------------------

const customerCreate: Flow = {
  restoresDraft: true,
  target: { url: /\/api\/employee\/customer$/, method: 'PUT' },
  async open({ page }) {
    await page.goto('/customers/new');
    await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();
  },
  async type({ page, stamp }) {
    await textbox(page, /First name/).fill('Fault');
    await textbox(page, /Last name/).fill(`Cell${stamp}`);
    await textbox(page, /Email/).fill(`fault.${stamp}@example.com`);
  },
  async act({ page }) {
    await page.getByRole('button', { name: 'Create customer' }).click();
  },
  async expectKept({ page, stamp }) {
    await expect(textbox(page, /First name/)).toHaveValue('Fault');
    await expect(textbox(page, /Last name/)).toHaveValue(`Cell${stamp}`);
    await expect(textbox(page, /Email/)).toHaveValue(`fault.${stamp}@example.com`);
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(page.getByRole('heading', { name: `Fault Cell${stamp}`, level: 1 })).toBeVisible();
    expect(await customersNamed(page, `Cell${stamp}`)).toHaveLength(1);
  },
  wayBack: (page) => page.getByRole('button', { name: 'Cancel' }),
};

/** The customer a cell edits: made through the API so the seeded ones stay as other specs expect. */
const editedCustomer = new Map<string, string>();

const customerEdit: Flow = {
  restoresDraft: true,
  asksOnConflict: true,
  target: { url: /\/api\/employee\/customer\/\d+$/, method: 'POST' },
  async open({ page, stamp }) {
    const id = await apiCall(page, 'PUT', '/employee/customer', {
      firstName: 'Edit',
      lastName: `Target${stamp}`,
      email: `edit.${stamp}@example.com`,
    });
    editedCustomer.set(stamp, String(id));
    await page.goto(`/customers/${String(id)}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit customer', level: 1 })).toBeVisible();
  },
  async type({ page, stamp }) {
    await textbox(page, /First name/).fill('Edited');
    await textbox(page, /City/).fill(`Town${stamp}`);
  },
  async act({ page }) {
    await page.getByRole('button', { name: 'Save changes' }).click();
  },
  async expectKept({ page, stamp }) {
    await expect(textbox(page, /First name/)).toHaveValue('Edited');
    await expect(textbox(page, /City/)).toHaveValue(`Town${stamp}`);
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(page.getByRole('heading', { name: `Edited Target${stamp}`, level: 1 })).toBeVisible();
    const rows = await customersNamed(page, `Target${stamp}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Edited', city: `Town${stamp}` });
  },
  wayBack: (page) => page.getByRole('button', { name: 'Cancel' }),
};

const submissionCreate: Flow = {
  restoresDraft: true,
  target: { url: /\/api\/employee\/submission$/, method: 'PUT' },
  async open({ page }) {
    await page.goto('/submissions/new?customerId=1');
    await expect(page.getByRole('heading', { name: 'New submission', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Customer' })).not.toHaveValue('');
  },
  async type({ page, stamp }) {
    await page.getByRole('spinbutton', { name: 'PSA Value Bulk' }).fill('7');
    await textbox(page, 'Internal notes').fill(`Fault box ${stamp}`);
  },
  async act({ page }) {
    await page.getByRole('button', { name: 'Create submission' }).click();
  },
  async expectKept({ page, stamp }) {
    await expect(page.getByRole('spinbutton', { name: 'PSA Value Bulk' })).toHaveValue('7');
    await expect(textbox(page, 'Internal notes')).toHaveValue(`Fault box ${stamp}`);
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(page).toHaveURL(/\/submissions\/\d+$/);
    const rows = await apiCall(page, 'POST', '/employee/submission/search', { search: `Fault box ${stamp}` });
    expect(rows).toHaveLength(1);
  },
  wayBack: (page) => page.getByRole('button', { name: 'Cancel' }),
};

/** Submission 3's workflow of the cell, started through the API with its first step pending. */
const WORKFLOW_SUBMISSION = '3';
const stepItem = (page: Page, stamp: string, status: string) =>
  page
    .getByRole('listitem', { name: `Fault flow ${stamp}`, exact: true })
    .getByRole('listitem', { name: `Intake, ${status}` });

/** The cell's workflow run, by stamp, so a check can ask the server how its step stands. */
const workflowOf = new Map<string, unknown>();

/** 'Completed' or 'Pending': the cell's first step as the server has it. */
async function serverStepStatus(page: Page, stamp: string): Promise<string> {
  const data = (await apiCall(page, 'GET', `/employee/workflow/submission/${WORKFLOW_SUBMISSION}`)) as {
    workflows?: { id?: unknown; openSteps?: unknown[] }[];
  };
  const run = data.workflows?.find((workflow) => workflow.id === workflowOf.get(stamp));
  expect(run, `workflow of ${stamp}`).toBeDefined();
  return (run?.openSteps?.length ?? 0) === 0 ? 'Completed' : 'Pending';
}

const workflowStep: Flow = {
  toastsEveryFailure: true,
  target: { url: /\/api\/employee\/workflow\/step\/\d+\/complete$/, method: 'POST' },
  async open({ page, stamp }) {
    // A workflow type of the cell's own, so its name finds the run on the submission.
    const typeId = await apiCall(page, 'PUT', '/employee/workflow/workflowtype', {
      name: `Fault flow ${stamp}`,
      description: 'Made by the fault matrix.',
    });
    const stepTypeId = await apiCall(page, 'PUT', '/employee/workflow/steptype', {
      workflowTypeId: typeId,
      name: 'Intake',
      description: 'First step.',
      isInitialStep: true,
      nextStepTypeIds: [],
    });
    const run = await apiCall(page, 'PUT', '/employee/workflow/workflow', {
      submissionId: Number(WORKFLOW_SUBMISSION),
      workflowTypeId: typeId,
    });
    const workflowId = (run as { id?: unknown }).id;
    workflowOf.set(stamp, workflowId);
    await apiCall(page, 'PUT', '/employee/workflow/step', { workflowId, stepTypeId });
    await page.goto(`/submissions/${WORKFLOW_SUBMISSION}`);
    await expect(stepItem(page, stamp, 'Pending')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Workflows' })).toHaveAttribute('aria-busy', 'false');
  },
  async type() {
    // Nothing is typed: the work is the press itself.
  },
  async act({ page, stamp }) {
    await stepItem(page, stamp, 'Pending').getByRole('button', { name: 'Mark as complete' }).click();
  },
  async expectKept({ page, stamp }) {
    // The step is shown as the server has it: pending after a refused write, completed when the write
    // reached the server and only its answer was lost (the screen re-reads after a failed write).
    await expect(stepItem(page, stamp, await serverStepStatus(page, stamp))).toBeVisible();
  },
  async again({ page, stamp }) {
    // The person presses again only while the step still shows Pending.
    const pending = stepItem(page, stamp, 'Pending');
    if ((await serverStepStatus(page, stamp)) === 'Pending') {
      await pending.getByRole('button', { name: 'Mark as complete' }).click();
    }
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(stepItem(page, stamp, 'Completed')).toBeVisible();
    expect(await serverStepStatus(page, stamp)).toBe('Completed');
  },
  wayBack: breadcrumbBack,
  failure: (page) => page.getByText('Unable to complete this step right now.').first(),
};

const PRESCREEN_SUBMISSION = '113';
const prescreenNotes = (page: Page) => textbox(page, 'Notes');

/** Whether this device keeps the review's draft with these notes (idb-keyval's store, review-drafts.ts). */
const keptPrescreenNotes = (page: Page, notes: string) =>
  page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        // Not there yet: never create it (the app's own first write must create its store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('keyval')) return resolve(false);
          const read = database.transaction('keyval').objectStore('keyval').getAll();
          read.onsuccess = () => resolve(JSON.stringify(read.result).includes(wanted));
          read.onerror = () => resolve(false);
        };
      }),
    notes,
  );

const prescreenSave: Flow = {
  toastsEveryFailure: true,
  target: { url: /\/api\/employee\/prescreening\/cards\/\d+$/, method: 'POST' },
  async open({ page }) {
    // Card 1 starts blank, so the cell's notes are a change whatever earlier cells saved.
    const cardId = (await cardsOf(page, `/employee/prescreening/submission/${PRESCREEN_SUBMISSION}/cards`))[0]
      ?.id;
    await apiCall(page, 'POST', `/employee/prescreening/cards/${String(cardId)}`, {
      estimatedGrade: null,
      prescreenRecommendationTypeId: null,
      notes: null,
    });
    await page.goto(`/prescreen/${PRESCREEN_SUBMISSION}`);
    await expect(
      page.getByRole('heading', { name: `Submission #${PRESCREEN_SUBMISSION}`, level: 1 }),
    ).toBeVisible();
    await expect(prescreenNotes(page)).toHaveValue('');
  },
  async type({ page, stamp }) {
    await prescreenNotes(page).fill(`Soft corners ${stamp}`);
    // The draft is kept on this device a moment after the typing (IndexedDB): a reload before that
    // moment would start from the saved card.
    await expect.poll(() => keptPrescreenNotes(page, `Soft corners ${stamp}`)).toBe(true);
  },
  async act({ page }) {
    await page.getByRole('region', { name: 'Prescreening' }).getByRole('button', { name: 'Save' }).click();
  },
  async expectKept({ page, stamp }) {
    await expect(prescreenNotes(page)).toHaveValue(`Soft corners ${stamp}`);
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(page.getByText('Prescreening updated.').first()).toBeVisible();
    await page.reload();
    await expect(prescreenNotes(page)).toHaveValue(`Soft corners ${stamp}`);
  },
  wayBack: (page) => page.getByRole('button', { name: 'Back to queue' }),
};

const UPLOAD_SUBMISSION = '2';
const uploadedCards = (page: Page) =>
  page.getByRole('list', { name: 'Uploaded cards' }).getByRole('listitem');
const cardsToUpload = (page: Page) =>
  page.getByRole('list', { name: 'Cards to upload' }).getByRole('listitem');
const uploadedBefore = new Map<string, number>();

/** Two small card photos (front and back), drawn by the page's own canvas. */
async function photos(page: Page) {
  const drawn = await page.evaluate(async () => {
    const out: { name: string; bytes: number[] }[] = [];
    for (const [name, colour] of [
      ['fault_front.png', '#c00000'],
      ['fault_back.png', '#0000c0'],
    ] as const) {
      const canvas = new OffscreenCanvas(120, 160);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.fillStyle = colour;
      context.fillRect(0, 0, 120, 160);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      out.push({ name, bytes: [...new Uint8Array(await blob.arrayBuffer())] });
    }
    return out;
  });
  return drawn.map((file) => ({ name: file.name, mimeType: 'image/png', buffer: Buffer.from(file.bytes) }));
}

const cardUpload: Flow = {
  target: { url: /\/cards\/upload-batch$/, method: 'POST' },
  async open({ page, stamp }) {
    await page.goto(`/submissions/${UPLOAD_SUBMISSION}`);
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
    uploadedBefore.set(
      stamp,
      (await cardsOf(page, `/employee/submission/${UPLOAD_SUBMISSION}/cards`)).length,
    );
  },
  async type({ page }) {
    await page.getByLabel('Card images').setInputFiles(await photos(page));
    await expect(cardsToUpload(page)).toHaveCount(1);
    // The list is kept on this device a moment after it shows (IndexedDB), and the section says so: a
    // reload before that moment would start from the list before the pick.
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
  },
  async act({ page }) {
    await page.getByRole('button', { name: 'Upload cards' }).click();
  },
  async expectKept({ page }) {
    await expect(cardsToUpload(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Upload cards' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'Kept on this device' })).toBeVisible();
  },
  async expectSavedOnce({ page, stamp }) {
    await expect(page.getByRole('list', { name: 'Cards to upload' })).toHaveCount(0, { timeout: 20_000 });
    const cards = await cardsOf(page, `/employee/submission/${UPLOAD_SUBMISSION}/cards`);
    expect(cards).toHaveLength((uploadedBefore.get(stamp) ?? 0) + 1);
    await expect(uploadedCards(page).first()).toBeVisible();
  },
  wayBack: breadcrumbBack,
};

const customersTable = (page: Page) => page.getByRole('table', { name: 'Customers' });
const customerSearch = (page: Page) => page.getByRole('searchbox', { name: 'Search customers' });

const lists: Flow = {
  target: { url: /\/api\/employee\/customer\/search$/, method: 'POST' },
  async open({ page }) {
    await page.goto('/customers');
    await expect(customersTable(page).locator('tbody tr')).toHaveCount(20);
  },
  async type({ page }) {
    await customerSearch(page).fill('abbott');
    // The query reaches the URL after a short pause; a reload before that starts from the old URL.
    await expect(page).toHaveURL(/[?&]q=abbott/);
  },
  async act() {
    // Typing sent the query.
  },
  async again({ page }) {
    await page.getByRole('button', { name: 'Try again' }).click();
  },
  async expectKept({ page }) {
    await expect(customerSearch(page)).toHaveValue('abbott');
    await expect(page).toHaveURL(/[?&]q=abbott/);
  },
  async expectSavedOnce({ page }) {
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(customersTable(page)).toContainText('Darius Abbott');
    await expect(customersTable(page)).not.toContainText('Casey Morgan');
  },
  // After a failure the list offers Try again; otherwise its query can be cleared.
  wayBack: (page, failed) => page.getByRole('button', { name: failed ? 'Try again' : 'Clear' }),
};

export const FLOW_STEPS: Record<FlowId, Flow> = {
  'customer-create': customerCreate,
  'customer-edit': customerEdit,
  'submission-create': submissionCreate,
  'workflow-step': workflowStep,
  'prescreen-save': prescreenSave,
  'card-upload': cardUpload,
  lists,
};
