import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PrescreenSave } from '../../src/domain/prescreen';
import { AppError } from '../../src/domain/errors';
import { renderApp, signedIn } from './render-app';
import { untilFocusIsIn } from '../ui/layer-ready';
import { clear, keys } from 'idb-keyval';

// The prescreen queue and review screens on the real app over demo data (seed B §2, §8, §9).

// The drafts go to IndexedDB (fake-indexeddb in jsdom, tests/setup.ts), which outlives a render as it
// outlives a reload; each test starts with none.
beforeEach(() => clear());

const queueTable = () => screen.getByRole('table', { name: 'Prescreen queue' });
const queueRows = () => within(queueTable()).getAllByRole('row').slice(1);
const grade = () => screen.getByRole('combobox', { name: 'Estimated grade' });
const recommendation = () => screen.getByRole('combobox', { name: 'Recommendation' });
const chosen = (select: HTMLElement) => (select as HTMLSelectElement).selectedOptions[0]?.textContent;
const cardButton = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: 'Cards' })).getByRole('button', { name });

test('the queue lists waiting submissions newest first with its range, totals and links', async () => {
  await renderApp('/prescreen', { stored: signedIn('admin') });
  expect(await screen.findByRole('heading', { name: 'Prescreening', level: 1 }, { timeout: 20_000 }));
  await waitFor(() => expect(queueRows().length).toBe(20));
  for (const header of ['Submission', 'Customer', 'Cards', 'Requested']) {
    expect(within(queueTable()).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
  }
  expect(screen.getByText(/^Showing 1–20 of \d+ submissions$/)).toBeInTheDocument();
  expect(screen.getByText(/^20 submissions · [\d,]+ cards on this page$/)).toBeInTheDocument();
  expect(screen.getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
  const first = queueRows()[0]!;
  const submission = within(first).getAllByRole('link')[0]!;
  expect(submission.getAttribute('href')).toMatch(/^\/submissions\/\d+$/);
  // Newest request first: the Requested dates never grow down the page.
  const dates = queueRows().map((row) => Date.parse(within(row).getAllByRole('cell')[3]!.textContent ?? ''));
  expect(dates.every((date, index) => date <= (dates[index - 1] ?? date))).toBe(true);
});

test('the search box filters the loaded page by customer or submission, and says when nothing matches', async () => {
  const { user } = await renderApp('/prescreen', { stored: signedIn('admin') });
  await waitFor(() => expect(queueRows().length).toBe(20));
  const name = within(queueRows()[0]!).getAllByRole('cell')[1]!.textContent ?? '';
  const search = screen.getByRole('searchbox', { name: 'Search by submission or customer' });
  await user.type(search, name);
  await waitFor(() =>
    expect(queueRows().every((row) => within(row).getAllByRole('cell')[1]!.textContent === name)).toBe(true),
  );
  await user.clear(search);
  await user.type(search, 'nobody-called-this');
  expect(await screen.findByText('No submissions match your filters.')).toBeInTheDocument();
});

test('a row opens the review with Enter', async () => {
  await renderApp('/prescreen', { stored: signedIn('admin') });
  await waitFor(() => expect(queueRows().length).toBe(20));
  const row = queueRows()[0]!;
  const id = (within(row).getAllByRole('link')[0]!.textContent ?? '').replace('#', '');
  row.focus();
  fireEvent.keyDown(row, { key: 'Enter' });
  expect(
    await screen.findByRole('heading', { name: `Submission #${id}`, level: 1 }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe(`/prescreen/${id}`);
});

test('Back to queue returns to the page and sort the review was opened from', async () => {
  const { user } = await renderApp('/prescreen?sort=customerName&dir=asc&page=2', {
    stored: signedIn('admin'),
  });
  expect(await screen.findByText(/^Page 2 of \d+$/, {}, { timeout: 20_000 })).toBeInTheDocument();
  await waitFor(() => expect(queueRows().length).toBeGreaterThan(0));
  const row = queueRows()[0]!;
  const id = (within(row).getAllByRole('link')[0]!.textContent ?? '').replace('#', '');
  row.focus();
  fireEvent.keyDown(row, { key: 'Enter' });
  expect(
    await screen.findByRole('heading', { name: `Submission #${id}`, level: 1 }, { timeout: 20_000 }),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back to queue' }));
  expect(await screen.findByRole('heading', { name: 'Prescreening', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/prescreen');
  expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  expect(new URLSearchParams(window.location.search).get('sort')).toBe('customerName');
  expect(await screen.findByText(/^Page 2 of \d+$/)).toBeInTheDocument();
});

test('a review link naming another page as its queue goes back to the plain queue', async () => {
  const { user } = await openReview('?from=%2Fcustomers%3Fpage%3D2');
  await user.click(screen.getByRole('button', { name: 'Back to queue' }));
  expect(await screen.findByRole('heading', { name: 'Prescreening', level: 1 })).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/prescreen');
});

test('a queue that cannot load shows the error panel with Try again', async () => {
  await renderApp('/prescreen', {
    stored: signedIn('admin'),
    adjust: (backend) => ({
      ...backend,
      prescreening: {
        ...backend.prescreening,
        search: () => Promise.reject(new AppError('HTTP_ERROR', 'The queue is resting.')),
      },
    }),
  });
  expect(await screen.findByText('Unable to load the prescreen queue.', {}, { timeout: 20_000 }));
  expect(screen.getByText('The queue is resting.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

/** The review of submission 120 (three cards) with every save recorded. */
async function openReview(search = '', save?: (input: PrescreenSave) => Promise<null>) {
  const saves: PrescreenSave[] = [];
  const app = await renderApp(`/prescreen/120${search}`, {
    stored: signedIn('admin'),
    adjust: (backend) => ({
      ...backend,
      prescreening: {
        ...backend.prescreening,
        saveCard: (input, options) => {
          saves.push(input);
          return save ? save(input) : backend.prescreening.saveCard(input, options);
        },
      },
    }),
  });
  expect(
    await screen.findByRole('heading', { name: 'Submission #120', level: 1 }, { timeout: 20_000 }),
  ).toBeInTheDocument();
  await waitFor(() => expect(cardButton(/^Card 1(,|$)/)).toHaveAttribute('aria-current', 'true'));
  return { ...app, saves };
}

test('the review is worked from the keyboard: a digit picks a grade, a letter a recommendation, S saves', async () => {
  const { user, saves } = await openReview();
  const save = screen.getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();
  // a shortcut acts once no other key follows it (a second key at once would make it typing)
  await user.keyboard('1');
  await waitFor(() => expect(chosen(grade())).toBe('10 · Gem Mint (1)'));
  await user.keyboard('h');
  await waitFor(() => expect(chosen(recommendation())).toBe('Hold for review (H)'));
  expect(cardButton('Card 1, unsaved changes')).toBeInTheDocument();
  expect(save).toBeEnabled();
  await user.keyboard('s');
  expect(await screen.findByText('Prescreening updated.')).toBeInTheDocument();
  expect(saves).toHaveLength(1);
  expect(saves[0]).toMatchObject({ estimatedGrade: 10, cardId: expect.any(Number) });
  expect(screen.getByText('Card saved (1).')).toBeInTheDocument();
  expect(cardButton('Card 1')).toBeInTheDocument();
  // N and → move on, wrapping from the last card to the first; P and ← go back.
  await user.keyboard('n');
  await waitFor(() => expect(cardButton('Card 2')).toHaveAttribute('aria-current', 'true'));
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(cardButton('Card 1')).toHaveAttribute('aria-current', 'true');
  await user.keyboard('p');
  await waitFor(() => expect(cardButton('Card 3')).toHaveAttribute('aria-current', 'true'));
});

test('a sentence typed outside a field goes into Notes and changes nothing else (issue 37 item 1)', async () => {
  const { user, saves } = await openReview();
  const gradeBefore = chosen(grade());
  const recommendationBefore = chosen(recommendation());
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  const notesBefore = (notes as HTMLTextAreaElement).value;
  expect(document.activeElement).not.toBe(notes);
  await user.keyboard('Landscape scan; check surface under light.');
  expect(notes).toHaveValue(`${notesBefore}Landscape scan; check surface under light.`);
  expect(notes).toHaveFocus();
  expect(screen.getByText('Your typing went into Notes. Letter shortcuts work again after a pause.'));
  // no card moved, no recommendation or grade changed, nothing saved
  expect(cardButton(/^Card 1, unsaved changes/)).toHaveAttribute('aria-current', 'true');
  expect(chosen(grade())).toBe(gradeBefore);
  expect(chosen(recommendation())).toBe(recommendationBefore);
  expect(saves).toHaveLength(0);
});

test('a letter right after a click that left the notes is a note, not a shortcut', async () => {
  const { user, saves } = await openReview();
  const recommendationBefore = chosen(recommendation());
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  await user.clear(notes);
  // click beside the box (the panel's heading), then type: 'h' would pick 'Hold for review'
  await user.click(screen.getByRole('region', { name: 'Prescreening' }).querySelector('h2') as HTMLElement);
  expect(notes).not.toHaveFocus();
  await user.keyboard('h');
  expect(notes).toHaveValue('h');
  expect(chosen(recommendation())).toBe(recommendationBefore);
  expect(saves).toHaveLength(0);
});

test('a save by S can be undone from its toast: Saved — Undo', async () => {
  const { user, saves } = await openReview();
  const before = chosen(grade());
  await user.keyboard('1');
  await waitFor(() => expect(chosen(grade())).toBe('10 · Gem Mint (1)'));
  await user.keyboard('s');
  const toast = (await screen.findByText('Prescreening updated.')).closest('li') as HTMLElement;
  expect(within(toast).getByText('Saved')).toBeInTheDocument();
  await user.click(within(toast).getByRole('button', { name: 'Undo save' }));
  // the values before that save are saved again
  await waitFor(() => expect(saves).toHaveLength(2));
  expect(before).not.toBe('10 · Gem Mint (1)');
  expect(saves[1]?.cardId).toBe(saves[0]?.cardId);
  expect(saves[1]?.estimatedGrade).not.toBe(10);
  await waitFor(() => expect(chosen(grade())).toBe(before));
  expect(cardButton('Card 1')).toBeInTheDocument();
});

test('a save by the Save button offers no Undo', async () => {
  const { user } = await openReview();
  await user.keyboard('1');
  await waitFor(() => expect(chosen(grade())).toBe('10 · Gem Mint (1)'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const toast = (await screen.findByText('Prescreening updated.')).closest('li') as HTMLElement;
  expect(within(toast).queryByRole('button', { name: 'Undo save' })).not.toBeInTheDocument();
});

test('keys typed in the notes are notes; Ctrl+Enter saves from inside the field', async () => {
  const { user, saves } = await openReview();
  const before = chosen(grade());
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  await user.clear(notes);
  await user.type(notes, 'n1 s');
  expect(notes).toHaveValue('n1 s');
  expect(chosen(grade())).toBe(before);
  expect(cardButton('Card 1, unsaved changes')).toHaveAttribute('aria-current', 'true');
  expect(saves).toHaveLength(0);
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]?.notes).toBe('n1 s');
});

test('a failed save keeps the draft and says so; Reset restores the saved values', async () => {
  const { user } = await openReview('', () => Promise.reject(new AppError('HTTP_ERROR', 'Server error')));
  const before = chosen(grade());
  await user.keyboard('1');
  await waitFor(() => expect(chosen(grade())).toBe('10 · Gem Mint (1)'));
  await user.keyboard('s');
  expect((await screen.findAllByText('Unable to save that card.')).length).toBeGreaterThan(0);
  expect(chosen(grade())).toBe('10 · Gem Mint (1)');
  expect(cardButton('Card 1, unsaved changes')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  expect(chosen(grade())).toBe(before);
  expect(cardButton('Card 1')).toBeInTheDocument();
});

test('a draft stays with its card when the prescreener moves on and when the page is opened again', async () => {
  const { user, unmount } = await openReview();
  await user.keyboard('2');
  await waitFor(() => expect(chosen(grade())).toBe('9.5 · Mint plus (2)'));
  await user.keyboard('{ArrowRight}');
  expect(cardButton('Card 1, unsaved changes')).toBeInTheDocument();
  expect(chosen(grade())).not.toBe('9.5 · Mint plus (2)');
  await user.keyboard('{ArrowLeft}');
  expect(chosen(grade())).toBe('9.5 · Mint plus (2)');
  await waitFor(async () => expect(await keys()).toHaveLength(1));

  unmount();
  await openReview();
  expect(cardButton('Card 1, unsaved changes')).toHaveAttribute('aria-current', 'true');
  expect(chosen(grade())).toBe('9.5 · Mint plus (2)');
});

test('? opens the help dialog listing the shortcuts', async () => {
  const { user } = await openReview();

  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(within(dialog).getByText('S or Ctrl+Enter')).toBeInTheDocument();
  expect(within(dialog).getByText('Undo the last stroke')).toBeInTheDocument();
  await untilFocusIsIn(dialog);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Opened from nowhere in particular: focus lands on the button that opens the help, not the page.
  expect(screen.getByRole('button', { name: 'Shortcuts' })).toHaveFocus();
});

test('closing the help returns focus to the button that opened it', async () => {
  const { user } = await openReview();
  const opener = screen.getByRole('button', { name: 'Shortcuts' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(opener).toHaveFocus();
});

test('the card image has its title as text alternative, and Annotate needs that image', async () => {
  await openReview();
  const region = screen.getByRole('region', { name: /^Card 1: / });
  const title = region.getAttribute('aria-label')!.replace(/^Card 1: /, '');
  expect(within(region).getByRole('img', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
  expect(within(region).getByRole('button', { name: 'Annotate' })).toBeEnabled();
  expect(within(region).getByRole('button', { name: 'Undo stroke' })).toBeDisabled();
});
