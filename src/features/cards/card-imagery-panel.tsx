import { useEffect, useState } from 'react';
import { cardUploadMachine, connectCardUpload } from '../../../machines/cardUpload';
import { useScreenActor } from '../../kit/screen-actor';
import { useView } from '../../kit/use-view';
import { Dialog } from '../../ui';
import { BlobImage } from './blob-image';
import { CardDescriptions } from './card-descriptions';
import { sharedCardDraftStore } from './card-drafts';
import { cardImageryImplementations, createWarmCompositor } from './card-imagery-actors';
import { styles } from './card-imagery.styles';
import { LocalCards, type LocalPreview } from './local-cards';
import { ServerCards } from './server-cards';

type Preview = { title: string; src: string } | LocalPreview;

/**
 * The Cards section of a submission (seed B §2 Card imagery panel): the cards already on the server,
 * and the local list of cards being prepared — dropped or picked, paired by name, turned, swapped,
 * replaced — then composed off the main thread and uploaded with progress. The list is a draft that
 * survives reloads until the server confirms the upload.
 */
export function CardImageryPanel({
  submissionId,
  gradeTexts,
}: {
  submissionId: string;
  /** The grade each card got at its grading company ('PSA 10'), by card id, shown beside its estimate. */
  gradeTexts?: ReadonlyMap<string, string>;
}) {
  const [compositor] = useState(createWarmCompositor);
  useEffect(() => () => compositor.dispose(), [compositor]);
  const actor = useScreenActor(
    cardUploadMachine,
    (services) => cardImageryImplementations(services, sharedCardDraftStore(), compositor),
    { input: { submissionId } },
  );
  const view = useView(actor, connectCardUpload);
  const [preview, setPreview] = useState<Preview | null>(null);

  return (
    <div className={styles.panel}>
      <section aria-labelledby="uploaded-cards-heading">
        <h3 id="uploaded-cards-heading" className={styles.subheading}>
          Uploaded cards
        </h3>
        <ServerCards
          loading={view.server.loading}
          error={view.server.error}
          cards={view.server.cards}
          onRetry={view.reload}
          onPreview={setPreview}
          gradeTexts={gradeTexts}
        />
      </section>
      {view.server.cards.length > 0 && (
        <section aria-labelledby="card-descriptions-heading">
          <h3 id="card-descriptions-heading" className={styles.subheading}>
            Card descriptions
          </h3>
          <p className={styles.muted}>
            Year, set, subject and card number, as a grading company asks for them. Enter saves a card and
            goes to the next one.
          </p>
          <CardDescriptions submissionId={submissionId} cards={view.server.cards} />
        </section>
      )}
      <section aria-labelledby="prepare-cards-heading">
        <h3 id="prepare-cards-heading" className={styles.subheading}>
          Add cards
        </h3>
        {view.restoring ? (
          <p role="status">Restoring saved cards…</p>
        ) : (
          <LocalCards view={view} onPreview={setPreview} />
        )}
      </section>
      <Dialog
        open={preview !== null}
        onOpenChange={(open) => !open && setPreview(null)}
        title={preview?.title ?? ''}
        size="xl"
      >
        {preview && (
          <div className={styles.preview}>
            {'src' in preview ? (
              <img src={preview.src} alt={preview.title} />
            ) : (
              <BlobImage
                blob={preview.blob}
                alt={preview.title}
                style={{ transform: `rotate(${preview.rotation}deg)` }}
              />
            )}
          </div>
        )}
      </Dialog>
    </div>
  );
}
