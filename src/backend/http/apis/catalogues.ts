import { AppError } from '../../../domain/errors';
import { CATALOGUE_PATHS, type CatalogueKind, type CatalogueKinds } from '../../../domain/catalogue';
import type { CatalogueApi, CataloguesApi } from '../../backend';
import type { HttpClient } from '../client';
import { toWholeNumber } from '../ids';
import { parseCatalogueCounts, parseCatalogueList, parseCatalogueRecord } from '../schemas/catalogue';
import { updateHeaders } from '../writeHeaders';
import { createRecordCalls } from './recordCalls';

/** How each catalogue's record is named in messages ('Card grade id is required'). */
const RECORD_NAMES: Record<CatalogueKind, string> = {
  cardGrades: 'Card grade',
  cardGradeErrors: 'Card grade error',
  cardQualifiers: 'Card qualifier',
  prescreenRecommendations: 'Prescreen recommendation',
};

/** Catalogue ids are database numbers: an empty or non-numeric id is refused before any request. */
function catalogueId(kind: CatalogueKind, id: string | null | undefined): number {
  const thing = `${RECORD_NAMES[kind]} id`;
  if (typeof id !== 'string' || id.trim() === '')
    throw new AppError('CATALOGUE_ID_REQUIRED', `${thing} is required`);
  const numeric = toWholeNumber(id);
  if (numeric === null) throw new AppError('CATALOGUE_ID_NOT_NUMERIC', `${thing} must be numeric`);
  return numeric;
}

function createCatalogueApi<Kind extends CatalogueKind>(client: HttpClient, kind: Kind): CatalogueApi<Kind> {
  const base = `settings/${CATALOGUE_PATHS[kind]}`;
  const name = RECORD_NAMES[kind].toLowerCase();
  const { remove, ...records } = createRecordCalls(client, {
    base,
    checkId: (id) => String(catalogueId(kind, id)),
    parse: (payload) => parseCatalogueRecord(kind, payload),
    toBody: (input: CatalogueKinds[Kind]['input']) => input,
    missingId: {
      code: 'CATALOGUE_PARSE_ERROR',
      message: `${RECORD_NAMES[kind]} creation succeeded but no id was returned`,
    },
    fallbacks: {
      get: `Failed to load ${name}`,
      create: `Failed to create ${name}`,
      update: `Failed to update ${name}`,
      remove: `Failed to archive ${name}`,
    },
  });

  return {
    async list(options) {
      const payload = await client.request({
        method: 'get',
        path: base,
        ...(options?.includeInactive ? { searchParams: { includeInactive: true } } : {}),
        signal: options?.signal,
        fallback: `Failed to load ${name}s`,
      });
      return parseCatalogueList(kind, payload);
    },
    async counts(options) {
      const payload = await client.request({
        method: 'get',
        path: `${base}/counts`,
        signal: options?.signal,
        fallback: `Failed to load ${name}s`,
      });
      return parseCatalogueCounts(payload);
    },
    ...records,
    // The contract's DELETE archives (isActive false); the record stays readable.
    archive: remove,
    async restore(id, options) {
      const checked = String(catalogueId(kind, id));
      await client.request({
        method: 'post',
        path: `${base}/${checked}/restore`,
        ...updateHeaders(options),
        signal: options?.signal,
        fallback: `Failed to restore ${name}`,
      });
      return records.get(checked, options);
    },
  };
}

export function createCataloguesApi(client: HttpClient): CataloguesApi {
  return {
    cardGrades: createCatalogueApi(client, 'cardGrades'),
    cardGradeErrors: createCatalogueApi(client, 'cardGradeErrors'),
    cardQualifiers: createCatalogueApi(client, 'cardQualifiers'),
    prescreenRecommendations: createCatalogueApi(client, 'prescreenRecommendations'),
  };
}
