import * as v from 'valibot';
import type { GradeCsvMapping } from '../../domain/gradeCsv';
import type { GradingCompanyCode } from '../../domain/status';

/**
 * The column mapping of a company's grade export, remembered in this browser per grading company
 * (decision 0400): the next file from the same company needs no choices. One kept before the card was
 * named by its reference or item number (decision 0532) had a card-id column: it is asked for again.
 */
const Mapping = v.object({
  reference: v.string(),
  itemNumber: v.string(),
  grade: v.string(),
  qualifier: v.string(),
  gradeError: v.string(),
  certificateNumber: v.string(),
});

const keyOf = (company: GradingCompanyCode) => `grade-csv-mapping-${company}`;

export function rememberedMapping(company: GradingCompanyCode): GradeCsvMapping | null {
  try {
    const raw = window.localStorage.getItem(keyOf(company));
    const parsed = v.safeParse(Mapping, raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.output : null;
  } catch {
    // Storage refused (private mode) or a value another version wrote: start from the headers.
    return null;
  }
}

export function rememberMapping(company: GradingCompanyCode, mapping: GradeCsvMapping): void {
  try {
    window.localStorage.setItem(keyOf(company), JSON.stringify(mapping));
  } catch {
    // Nothing to do: the mapping is asked for again next time.
  }
}
