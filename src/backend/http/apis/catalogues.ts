import { AppError } from '../../../domain/errors';
import { CATALOGUE_PATHS, type CatalogueKind } from '../../../domain/catalogue';
import type { CatalogueApi, CataloguesApi } from '../../backend';
import type { HttpClient } from '../client';
import { readCreatedId, toWholeNumber } from '../ids';
import { parseCatalogueList, parseCatalogueRecord } from '../schemas/catalogue';

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

  const get: CatalogueApi<Kind>['get'] = async (id, options) => {
    const payload = await client.request({
      method: 'get',
      path: `${base}/${catalogueId(kind, id)}`,
      signal: options?.signal,
      fallback: `Failed to load ${name}`,
    });
    return parseCatalogueRecord(kind, payload);
  };

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
    get,
    async create(input, options) {
      const payload = await client.request({
        method: 'put',
        path: base,
        json: input,
        signal: options?.signal,
        fallback: `Failed to create ${name}`,
      });
      const id = readCreatedId(payload);
      if (id === null) {
        throw new AppError(
          'CATALOGUE_PARSE_ERROR',
          `${RECORD_NAMES[kind]} creation succeeded but no id was returned`,
        );
      }
      return get(id, options);
    },
    async update(id, input, options) {
      const numeric = catalogueId(kind, id);
      await client.request({
        method: 'post',
        path: `${base}/${numeric}`,
        json: input,
        signal: options?.signal,
        fallback: `Failed to update ${name}`,
      });
      return get(String(numeric), options);
    },
    async archive(id, options) {
      await client.request({
        method: 'delete',
        path: `${base}/${catalogueId(kind, id)}`,
        signal: options?.signal,
        fallback: `Failed to archive ${name}`,
      });
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
