import type { Card, CardAsset, MarkupStroke } from '../card';
import { EMPTY_GRADING_DESCRIPTION, type GradingDescription } from '../cardDescription';
import type { PrescreenQueueRow } from '../prescreen';
import type { Submission } from '../submission';
import { after, HOUR, type Random } from './random';

/** The small card images shipped under public/sample-cards/ (front and back side by side). */
export const SAMPLE_CARD_IMAGES: readonly {
  file: string;
  sizeBytes: number;
  title: string;
  description: string;
  grade: string;
  /** What a grading company's form asks of it (decision 0520). */
  gradingDescription: GradingDescription;
}[] = [
  {
    file: 'rookie-outfielder.svg',
    sizeBytes: 1472,
    title: '1989 Diamond Stars Rookie Outfielder #27',
    description: 'Baseball rookie card, sharp corners, slight left-right centering shift.',
    grade: '9',
    gradingDescription: {
      year: '1989',
      set: 'Diamond Stars',
      subject: 'Rookie Outfielder',
      cardNumber: '27',
    },
  },
  {
    file: 'holo-dragon.svg',
    sizeBytes: 1458,
    title: '1999 Mythic Holo Dragon 4/102',
    description: 'Holographic trading card with light surface scratches on the holo.',
    grade: '8',
    gradingDescription: { year: '1999', set: 'Mythic Holo', subject: 'Dragon', cardNumber: '4/102' },
  },
  {
    file: 'comic-issue.svg',
    sizeBytes: 1464,
    title: 'Astro Tales #1 (1963)',
    description: 'Silver age comic, spine ticks, off-white pages.',
    grade: '6.5',
    gradingDescription: { year: '1963', set: 'Astro Comics', subject: 'Astro Tales', cardNumber: '1' },
  },
  {
    file: 'vintage-pitcher.svg',
    sizeBytes: 1460,
    title: '1956 Classic Pitchers #112',
    description: 'Vintage baseball card with a soft corner and faint wax stain on the back.',
    grade: '5',
    gradingDescription: {
      year: '1956',
      set: 'Classic Pitchers',
      subject: 'Vintage Pitcher',
      cardNumber: '112',
    },
  },
];

/** Queue rows for the submissions whose Prescreen step is open (deleted submissions are left out). */
export function samplePrescreenQueue(
  submissions: readonly Submission[],
  prescreenOpenedAt: ReadonlyMap<string, string>,
): PrescreenQueueRow[] {
  return submissions
    .filter((submission) => submission.isActive && prescreenOpenedAt.has(submission.id))
    .map((submission) => ({
      submissionId: submission.id,
      customerId: submission.customerId,
      customerName: submission.customerDisplayName ?? '',
      numberOfCards: submission.totalCards,
      stepCreatedDate: prescreenOpenedAt.get(submission.id) ?? null,
    }));
}

/**
 * Uploaded cards for every queued submission (so prescreen review has work) and for every sixth other
 * submission. Some carry saved prescreen values (one with drawing markup), some lack AI results.
 */
export function sampleCards(
  random: Random,
  submissions: readonly Submission[],
  queued: ReadonlySet<string>,
): Card[] {
  const cards: Card[] = [];
  let assetId = 1;
  submissions.forEach((submission, index) => {
    if (!queued.has(submission.id) && index % 6 !== 0) return;
    const count = Math.min(Math.max(submission.totalCards, 1), random.int(1, 4));
    for (let position = 0; position < count; position += 1) {
      const id = String(cards.length + 1);
      const image =
        SAMPLE_CARD_IMAGES[(index + position) % SAMPLE_CARD_IMAGES.length] ?? SAMPLE_CARD_IMAGES[0];
      if (!image) continue;
      const url = `/sample-cards/${image.file}`;
      const uploadedAt = after(submission.createdAt ?? new Date(0).toISOString(), (position + 1) * HOUR);
      const asset = (type: CardAsset['type'], label: string): CardAsset => ({
        id: String(assetId++),
        cardId: id,
        type,
        label,
        contentType: 'image/svg+xml',
        sizeBytes: image.sizeBytes,
        objectKey: `submissions/${submission.id}/cards/${id}/${image.file}`,
        url,
        uploadedAt,
      });
      const analysed = (cards.length + 1) % 5 !== 0;
      const reviewed = position === 0 && index % 2 === 0;
      const markup: MarkupStroke[] =
        reviewed && index % 4 === 0
          ? [
              {
                color: 'orange',
                width: 2,
                points: [
                  { x: 0.2, y: 0.3 },
                  { x: 0.35, y: 0.32 },
                  { x: 0.4, y: 0.5 },
                ],
              },
            ]
          : [];
      const text = reviewed ? 'Corner wear top left; check under loupe.' : '';
      const notes = markup.length > 0 ? JSON.stringify({ text, markup }) : text;
      cards.push({
        id,
        submissionId: submission.id,
        name: image.title,
        description: image.description,
        // The first card of a submission is described; the others wait for staff to type theirs.
        gradingDescription:
          position === 0 ? { ...image.gradingDescription } : { ...EMPTY_GRADING_DESCRIPTION },
        uploadedAt,
        updatedAt: uploadedAt,
        uploadedBy: 'Ezra Mbeki',
        assets: [asset('composite', 'Front and back'), asset('thumbnail', 'Thumbnail')],
        prescreenRecommendationTypeId: reviewed ? random.int(1, 3) : null,
        estimatedGrade: reviewed ? random.int(6, 10) : null,
        notes,
        aiTitle: analysed ? image.title : null,
        aiDescription: analysed ? image.description : null,
        aiGrade: analysed ? image.grade : null,
        aiSerialNumber: analysed ? `SN-${String(random.int(100000, 999999))}` : null,
        confidenceScore: analysed ? Math.round((0.55 + random.next() * 0.43) * 100) / 100 : null,
        imageUrl: url,
        imageStatus: analysed ? 'Ready' : 'Processing',
        previewUrl: url,
        prescreenNotes: text || null,
        prescreenMarkup: markup,
        rawNotes: notes || null,
      });
    }
  });
  return cards;
}
