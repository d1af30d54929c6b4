import type { RecentRecordLink } from './layout/recent-records';
import { ROUTES } from './routes';

/** A recent detail view as the preferences keep it (seed A §3). */
export interface RecentView {
  key: string;
  name: string;
  params?: Readonly<Record<string, unknown>> | null;
  label: string;
  category?: string | null;
}

const pathByName = new Map(ROUTES.map((route) => [route.name as string, route.path]));

/** The view's path, or null when its route no longer exists or a param is missing. */
function hrefOf(view: RecentView): string | null {
  const pattern = pathByName.get(view.name);
  if (!pattern) return null;
  let complete = true;
  const href = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = view.params?.[key];
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value) === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? href : null;
}

/** Links for the 'Recent records' strip: at most five, skipping entries that cannot be opened. */
export function recentRecordLinks(views: readonly RecentView[]): RecentRecordLink[] {
  return views.slice(0, 5).flatMap((view) => {
    const href = hrefOf(view);
    return href ? [{ key: view.key, label: view.label, href, category: view.category ?? undefined }] : [];
  });
}
