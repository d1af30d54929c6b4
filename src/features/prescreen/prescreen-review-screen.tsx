import { ArrowLeft, Keyboard } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { fromPromise } from 'xstate';
import { css } from 'styled-system/css';
import {
  connectPrescreenDraft,
  PRESCREEN_LOAD_FAILED,
  PRESCREEN_SAVE_FAILED,
  PRESCREEN_SAVED,
  prescreenDraftMachine,
  type LoadReviewInput,
  type PrescreenReview,
  type SaveCardInput,
  type SavedCard,
} from '../../../machines/prescreenDraft';
import { pushToast, useScreenActor } from '../../kit/screen-actor';
import { StaffOnly } from './staff-only';
import { useServices, type AppServices, type ScreenProps } from '../../kit/services';
import { useView } from '../../kit/use-view';
import { submissionCustomerId, submissionCustomerName } from '../../domain/names';
import { encodePrescreenNotes, gradeOptions, recommendationOptions } from '../../domain/prescreenNotes';
import { formatNumber } from '../../domain/format';
import { Alert, Button, EmptyState, LoadingState, PageHeader, TextLink } from '../../ui';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';
import { ReviewNavigator } from './review-navigator';
import { readDrafts, writeDrafts } from './review-drafts';
import { draftKeyOf } from '../../kit/drafts';
import { ShortcutsDialog, useReviewKeys } from './review-shortcuts';
import { queueReturnPath } from './prescreen-queue';
import { waitingText } from './review-waiting';

/** The cards, both dropdowns' options, the customer and the drafts a reload left behind. */
async function loadReview(
  services: AppServices,
  input: LoadReviewInput,
  signal: AbortSignal,
): Promise<PrescreenReview> {
  const api = services.backend();
  const { submissionId } = input;
  const [list, recommendations, grades, submission, drafts] = await Promise.all([
    api.prescreening.reviewCards(submissionId, { signal }),
    api.catalogues.prescreenRecommendations.list({ signal }).catch(() => []),
    api.catalogues.cardGrades.list({ signal }).catch(() => []),
    api.submissions.get(submissionId, { signal }).catch(() => null),
    readDrafts(draftKeyOf(services, 'prescreen', submissionId)),
  ]);
  return {
    cards: list.cards,
    recommendations: recommendationOptions(recommendations),
    grades: gradeOptions(grades),
    customer: submission
      ? { id: submissionCustomerId(submission), name: submissionCustomerName(submission) }
      : null,
    drafts,
  };
}

async function saveCard(
  services: AppServices,
  input: SaveCardInput,
  signal: AbortSignal,
): Promise<SavedCard> {
  const { values } = input;
  return services.backend().prescreening.saveCard(
    {
      cardId: Number(input.cardId),
      prescreenRecommendationTypeId: values.recommendationId,
      estimatedGrade: values.estimatedGrade,
      notes: encodePrescreenNotes(values.notes, values.markup),
    },
    { signal },
  );
}

const layoutStyle = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  alignItems: 'start',
});
const metaStyle = css({ display: 'flex', flexWrap: 'wrap', gap: '4', color: 'fg.muted', fontSize: 'sm' });
const stackStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The toast action of a shortcut save: one per save, so an older toast's Undo names its own save. */
const undoHandlerId = (submissionId: string, id: number) => `prescreen-undo:${submissionId}:${id}`;

/** A 'Saved' toast's Undo pressed: the review undoes that save (the machine checks it is the last). */
function useUndoFromToast(
  notifications: AppServices['notifications'],
  submissionId: string,
  undo: (id: number) => void,
) {
  const onUndo = useEffectEvent(undo);
  useEffect(() => {
    const prefix = undoHandlerId(submissionId, 0).replace(/0$/, '');
    const subscription = notifications.on('toast.actionRun', ({ handlerId }) => {
      if (handlerId.startsWith(prefix)) onUndo(Number(handlerId.slice(prefix.length)));
    });
    return () => subscription.unsubscribe();
  }, [notifications, submissionId]);
}

/** Seed B §2 'Prescreen review': one card at a time, worked from the keyboard, drafts kept per card. */
function StaffPrescreenReview({ params, search }: ScreenProps) {
  const services = useServices();
  const submissionId = params.submissionId ?? '';
  const actor = useScreenActor(
    prescreenDraftMachine,
    (app) => ({
      actors: {
        loadReview: fromPromise<PrescreenReview, LoadReviewInput>(({ input, signal }) =>
          loadReview(app, input, signal),
        ),
        saveCard: fromPromise<SavedCard, SaveCardInput>(({ input, signal }) => saveCard(app, input, signal)),
      },
      actions: {
        persistDrafts: (_, drafts) =>
          writeDrafts(draftKeyOf(app, 'prescreen', drafts.submissionId), drafts.drafts),
        notifySaved: (_, { undoId }) =>
          pushToast(app.notifications, {
            type: 'success',
            title: PRESCREEN_SAVED.title,
            message: PRESCREEN_SAVED.message,
            timeout: PRESCREEN_SAVED.durationMs,
            // a save by its key (S) can be undone for as long as its toast shows (decision 0351)
            action:
              undoId === null
                ? null
                : { label: 'Undo', ariaLabel: 'Undo save', handlerId: undoHandlerId(submissionId, undoId) },
          }),
        notifyLoadFailed: () =>
          pushToast(app.notifications, {
            type: 'error',
            title: PRESCREEN_LOAD_FAILED.title,
            message: PRESCREEN_LOAD_FAILED.message,
          }),
        notifySaveFailed: () =>
          pushToast(app.notifications, {
            type: 'error',
            title: PRESCREEN_SAVE_FAILED.title,
            message: PRESCREEN_SAVE_FAILED.message,
          }),
      },
    }),
    { input: { submissionId } },
  );
  const view = useView(actor, connectPrescreenDraft);
  const keys = useReviewKeys(view);
  useUndoFromToast(services.notifications, submissionId, view.undoSave);
  const customer = view.customer;
  return (
    <section className={stackStyle}>
      <PageHeader
        title={`Submission #${submissionId}`}
        description={
          <span className={metaStyle}>
            <span>{customer?.name ?? 'Customer unknown'}</span>
            {view.status === 'reviewing' && <span>{waitingText(view.waiting, view.cards.length)}</span>}
            <TextLink href={`/submissions/${submissionId}`}>Submission detail</TextLink>
            {customer?.id && <TextLink href={`/customers/${customer.id}`}>Customer profile</TextLink>}
          </span>
        }
        actions={
          <>
            <Button id={keys.helpButtonId} variant="ghost" onClick={keys.openHelp} aria-keyshortcuts="?">
              <Keyboard aria-hidden="true" size="1em" />
              Shortcuts
            </Button>
            <Button variant="secondary" onClick={() => services.navigate(queueReturnPath(search))}>
              <ArrowLeft aria-hidden="true" size="1em" />
              Back to queue
            </Button>
          </>
        }
      />
      {view.status === 'loading' && <LoadingState message="Loading cards…" />}
      {view.status === 'failed' && (
        <Alert tone="error" title="Unable to load cards.">
          <p>{view.error?.message || 'Unable to load cards for that submission.'}</p>
          <Button variant="secondary" size="sm" onClick={view.retry} className={css({ mt: '2' })}>
            Try again
          </Button>
        </Alert>
      )}
      {view.status === 'empty' && (
        <EmptyState title="No cards to review." description="Cards appear here once they are uploaded." />
      )}
      {view.status === 'reviewing' && view.card && view.values && (
        <>
          <ReviewNavigator view={view} />
          <div className={layoutStyle}>
            <ReviewCard view={view} card={view.card} values={view.values} />
            <ReviewForm
              view={view}
              values={view.values}
              recommendationKeys={keys.recommendationKeys}
              typedIntoNotes={keys.typedIntoNotes}
            />
          </div>
        </>
      )}
      <p className={css({ srOnly: true })} role="status" aria-live="polite">
        {view.saves > 0 ? `Card saved (${formatNumber(view.saves)}).` : ''}
      </p>
      <ShortcutsDialog open={keys.helpOpen} onOpenChange={keys.setHelpOpen} finalFocusEl={keys.helpReturn} />
    </section>
  );
}

/** The review (staff only: a customer reads why there is nothing to do here). */
export default function PrescreenReviewScreen(props: ScreenProps) {
  return (
    <StaffOnly>
      <StaffPrescreenReview {...props} />
    </StaffOnly>
  );
}
