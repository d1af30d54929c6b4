import { render, screen, within } from '@testing-library/react';
import {
  mySubmissionOf,
  NOT_YET_POSTED,
  type MySubmissionRow,
  timelineOf,
  type MyCard,
  type MySubmission,
} from '../../src/domain/portal';
import { makeSubmission } from '../domain/fixtures';
import { STATUS_CODES } from '../../src/domain/status';
import { MyCardList } from '../../src/features/portal/my-card-list';
import { SubmissionTimeline } from '../../src/features/portal/submission-timeline';
import { renderApp, signedIn } from './render-app';

const card = (overrides: Partial<MyCard> = {}): MyCard => ({
  id: '1',
  name: 'Rookie Outfielder',
  description: '',
  photoUrl: null,
  recommendation: null,
  estimatedGrade: null,
  grade: null,
  certificateNumber: null,
  ...overrides,
});

const submission = (overrides: Partial<MySubmission> = {}): MySubmission => ({
  ...mySubmissionOf(makeSubmission({ id: '13', statusCode: 1, prescreening: 2 }), [card()]),
  ...overrides,
});

/** Each step's name with what the timeline says of it, as a screen reader reads the list. */
function readTimeline(value: MySubmission): string[] {
  const { unmount } = render(<SubmissionTimeline steps={timelineOf(value)} />);
  const items = within(screen.getByRole('list', { name: 'Status timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  unmount();
  return items;
}

describe('the status timeline', () => {
  it.each(STATUS_CODES.filter((code) => code !== 3))(
    'from status %i: received, then honestly not yet posted for what the grader work posts',
    (statusCode) => {
      const steps = readTimeline(submission({ statusCode }));
      expect(steps[0]).toMatch(/^Received: Done/);
      expect(steps[1]).toMatch(/^Prescreened: Not yet/);
      for (const later of steps.slice(2)) expect(later).toContain(NOT_YET_POSTED);
    },
  );

  it('from Cancelled: the steps still to come do not apply', () => {
    const steps = readTimeline(submission({ statusCode: 3, status: 'Cancelled' }));
    expect(steps[0]).toMatch(/^Received: Done/);
    for (const later of steps.slice(1)) expect(later).toMatch(/Does not apply.*Cancelled/);
  });

  it('marks prescreening done once a recommendation is saved, and skipped when not requested', () => {
    expect(readTimeline(submission({ cards: [card({ recommendation: 'Submit' })] }))[1]).toMatch(
      /^Prescreened: Done/,
    );
    expect(readTimeline(submission({ prescreening: 1 }))[1]).toContain('Prescreening not requested');
  });

  it('shows the return carrier and tracking once posted', () => {
    const steps = readTimeline(
      submission({
        statusCode: 2,
        shippedToGraderAt: '2026-01-12T12:00:00.000Z',
        gradesPostedAt: '2026-02-01T12:00:00.000Z',
        returnShipment: { carrier: 'UPS', trackingNumber: '1Z999', shippedAt: '2026-02-03T12:00:00.000Z' },
        cards: [card({ grade: 'PSA 9', certificateNumber: '81234567' })],
      }),
    );
    expect(steps.slice(2).every((step) => step.includes('Done'))).toBe(true);
    expect(steps[3]).toContain('1 of 1 cards graded');
    expect(steps[4]).toContain('UPS 1Z999');
  });
});

describe("the customer's cards", () => {
  it('shows each card’s estimate beside the grade it got, or that the grade is not yet posted', () => {
    render(
      <MyCardList
        cards={[
          card({
            id: '1',
            recommendation: 'Send',
            estimatedGrade: 9,
            grade: 'PSA 10',
            certificateNumber: '8123',
          }),
          card({ id: '2', name: 'Second card', recommendation: 'Send', estimatedGrade: 8 }),
        ]}
      />,
    );
    const [graded, waiting] = screen.getAllByRole('listitem');
    expect(within(graded ?? document.body).getByText('Estimated 9 · Graded PSA 10')).toBeInTheDocument();
    expect(within(waiting ?? document.body).getByText('Estimated 8 · Not yet posted')).toBeInTheDocument();
  });
});

describe("the customer's pages (demo customer persona)", () => {
  it('lists their submissions and opens one with its cards, estimate and grade slots', async () => {
    const { user } = await renderApp('/my/submissions', { stored: signedIn('customer') });
    const table = await screen.findByRole('table', { name: 'My submissions' });
    expect(within(table).getByRole('columnheader', { name: 'Total due' })).toBeInTheDocument();
    expect(within(table).queryByText(/Casey|Morgan/)).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search by submission number' }), '13');
    await user.click(await within(table).findByText('#13'));
    expect(await screen.findByRole('heading', { name: 'Submission #13', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Status timeline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Cards \(\d+\)$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /, front and back$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(NOT_YET_POSTED).length).toBeGreaterThan(0);
    expect(screen.getByText('Total due')).toBeInTheDocument();
  });

  it("answers another customer's submission as not found", async () => {
    await renderApp('/my/submissions/1', { stored: signedIn('customer') });
    expect(await screen.findByRole('heading', { name: 'Submission not found' })).toBeInTheDocument();
  });

  it('shows the open submissions and what happens next on the dashboard', async () => {
    await renderApp('/dashboard', { stored: signedIn('customer') });
    const open = await screen.findByRole('heading', { name: 'Open submissions' });
    const section = open.closest('section') ?? document.body;
    expect(await within(section).findByRole('link', { name: /^Submission #10\b/ })).toHaveAttribute(
      'href',
      '/my/submissions/10',
    );
    expect(within(section).queryByRole('link', { name: /Submission #13\b/ })).toBeNull();
  });

  it('says what happens next as the grader orders have it: at the grader, shipped back with tracking', async () => {
    const row = (id: string, progress: MySubmissionRow['progress']): MySubmissionRow => ({
      id,
      createdAt: '2026-11-02T12:00:00.000Z',
      statusCode: 1,
      status: 'In progress',
      totalCards: 3,
      totalDue: 75,
      progress,
    });
    const rows = [
      row('201', null),
      row('202', { step: 'atGrader', company: 'PSA', carrier: '', trackingNumber: '' }),
      row('203', { step: 'shippedBack', company: 'PSA', carrier: '', trackingNumber: '9400 1000 0000 4102' }),
    ];
    await renderApp('/dashboard', {
      stored: signedIn('customer'),
      adjust: (backend) => ({
        ...backend,
        portal: {
          ...backend.portal,
          searchSubmissions: async () => ({
            items: rows,
            totalRecords: rows.length,
            pageNumber: 1,
            pageSize: 100,
          }),
        },
      }),
    });
    const tileOf = async (id: string) =>
      (await screen.findByRole('link', { name: new RegExp(`^Submission #${id}\\b`) })).closest('li') ??
      document.body;
    expect(await tileOf('201')).toHaveTextContent(
      'We are working on your cards; grades and return tracking appear here once posted.',
    );
    expect(await tileOf('202')).toHaveTextContent(
      'Your cards are at PSA for grading; their grades appear here once posted.',
    );
    expect(await tileOf('203')).toHaveTextContent(
      'PSA has shipped your graded cards back to us (tracking 9400 1000 0000 4102); we send them on to you once they arrive.',
    );
  });

  it('saves their mailing address and contact preferences', async () => {
    const { user } = await renderApp('/my/details', { stored: signedIn('customer') });
    const street = await screen.findByRole('textbox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, '9 Mill Lane');
    const texts = screen.getByRole('checkbox', { name: 'Texts' });
    const wasChecked = (texts as HTMLInputElement).checked;
    await user.click(texts);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    // A second save right after the first is not refused as someone else's change.
    await user.click(screen.getByRole('checkbox', { name: 'Texts' }));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findAllByText('Details saved')).toHaveLength(2);
    expect((screen.getByRole('checkbox', { name: 'Texts' }) as HTMLInputElement).checked).toBe(wasChecked);
  });
});
