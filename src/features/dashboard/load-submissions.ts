import type { Backend } from '../../backend/backend';
import type { Submission } from '../../domain/submission';

const PAGE_SIZE = 100;
/** A safety stop: the dashboard reads at most this many pages (10,000 submissions). */
const MAX_PAGES = 100;

/** Every active submission of the live backend, page by page. */
export async function loadAllSubmissions(backend: Backend, signal: AbortSignal): Promise<Submission[]> {
  const all: Submission[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber += 1) {
    const page = await backend.submissions.search(
      { pageNumber, pageSize: PAGE_SIZE, isActive: true },
      { signal },
    );
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.totalRecords) break;
  }
  return all;
}
