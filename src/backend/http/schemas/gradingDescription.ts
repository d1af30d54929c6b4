import * as v from 'valibot';
import type { GradingDescription } from '../../../domain/cardDescription';
import { textOrEmpty } from './fields';

const empty = (): GradingDescription => ({ year: '', set: '', subject: '', cardNumber: '' });

/**
 * A card's year, set, subject and card number as the server sends them (decision 0520); a server that
 * sends none, or something else, gives an undescribed card rather than a failed parse.
 */
export const gradingDescriptionSchema = v.fallback(
  v.pipe(
    v.nullish(
      v.looseObject({ year: textOrEmpty, set: textOrEmpty, subject: textOrEmpty, cardNumber: textOrEmpty }),
      null,
    ),
    v.transform((raw): GradingDescription =>
      raw ? { year: raw.year, set: raw.set, subject: raw.subject, cardNumber: raw.cardNumber } : empty(),
    ),
  ),
  empty,
);
