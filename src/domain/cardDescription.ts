/**
 * What a grading company asks of each card on its submission form (issue 39 item 2): the year, the set
 * (brand and series), the subject (player, character or title) and the number printed on the card.
 * Every part is optional until staff know it; what is typed is checked the same in both data modes and
 * on the server (decision 0520).
 */
export interface GradingDescription {
  /** '1986', or a season: '1986-87'. */
  year: string;
  set: string;
  subject: string;
  /** As printed, without '#': '57', '4/102', 'RC-12'. */
  cardNumber: string;
}

export const GRADING_DESCRIPTION_FIELDS = ['year', 'set', 'subject', 'cardNumber'] as const;
export type GradingDescriptionField = (typeof GRADING_DESCRIPTION_FIELDS)[number];

export const GRADING_DESCRIPTION_LABELS: Readonly<Record<GradingDescriptionField, string>> = {
  year: 'Year',
  set: 'Set',
  subject: 'Subject',
  cardNumber: 'Card number',
};

/** The longest each part may be: a season, a set's full name, a subject, a printed number. */
export const GRADING_DESCRIPTION_LIMITS: Readonly<Record<GradingDescriptionField, number>> = {
  year: 7,
  set: 120,
  subject: 120,
  cardNumber: 20,
};

export const EMPTY_GRADING_DESCRIPTION: GradingDescription = {
  year: '',
  set: '',
  subject: '',
  cardNumber: '',
};

export const GRADING_DESCRIPTION_MESSAGES = {
  year: 'Year must be like 1986 or 1986-87.',
  tooLong: (field: GradingDescriptionField) =>
    `${GRADING_DESCRIPTION_LABELS[field]} must be at most ${GRADING_DESCRIPTION_LIMITS[field]} characters.`,
} as const;

/** A year from 1800 on, or a season across two years ('1986-87'). */
const YEAR = /^(18|19|20)\d{2}(-\d{2})?$/;

/** One part as it is kept: trimmed, inner spaces collapsed, a card number without the '#' typed before it. */
export function normaliseGradingPart(field: GradingDescriptionField, value: string): string {
  const clean = value.trim().replace(/\s+/g, ' ');
  return field === 'cardNumber' ? clean.replace(/^#\s*/, '') : clean;
}

export function normaliseGradingDescription(description: GradingDescription): GradingDescription {
  return {
    year: normaliseGradingPart('year', description.year),
    set: normaliseGradingPart('set', description.set),
    subject: normaliseGradingPart('subject', description.subject),
    cardNumber: normaliseGradingPart('cardNumber', description.cardNumber),
  };
}

/** Why one part (already normalised) cannot be kept, or null: the server's valibot rule says the same. */
export function gradingPartProblem(field: GradingDescriptionField, value: string): string | null {
  if (value.length > GRADING_DESCRIPTION_LIMITS[field]) return GRADING_DESCRIPTION_MESSAGES.tooLong(field);
  if (field === 'year' && value !== '' && !YEAR.test(value)) return GRADING_DESCRIPTION_MESSAGES.year;
  return null;
}

/** Why a typed description cannot be saved, part by part; empty when it can. Parts are read normalised. */
export function gradingDescriptionProblems(
  description: GradingDescription,
): Partial<Record<GradingDescriptionField, string>> {
  const clean = normaliseGradingDescription(description);
  const problems: Partial<Record<GradingDescriptionField, string>> = {};
  for (const field of GRADING_DESCRIPTION_FIELDS) {
    const problem = gradingPartProblem(field, clean[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

export const isDescribed = (description: GradingDescription): boolean =>
  GRADING_DESCRIPTION_FIELDS.some((field) => description[field].trim() !== '');

/** '1986 Fleer Michael Jordan #57', as a grading company's form lists it; '' when nothing is known. */
export function describeCard(description: GradingDescription): string {
  const { year, set, subject, cardNumber } = normaliseGradingDescription(description);
  return [year, set, subject, cardNumber ? `#${cardNumber}` : ''].filter(Boolean).join(' ');
}

export const sameGradingDescription = (a: GradingDescription, b: GradingDescription): boolean =>
  GRADING_DESCRIPTION_FIELDS.every((field) => a[field] === b[field]);
