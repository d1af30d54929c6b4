import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, AuditChangeSchema, type AuditEntry } from '../../../domain/audit';
import type { AuditPerson } from '../../backend';
import { listOf, type ParsedList } from './list';
import { parsePayload } from './parse';

const id = v.pipe(v.number(), v.integer());

const entrySchema = v.object({
  id,
  at: v.string(),
  actorId: v.nullable(id),
  actorName: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  recordType: v.picklist(AUDIT_RECORD_TYPES),
  recordId: id,
  version: v.nullable(id),
  changes: v.array(AuditChangeSchema),
  // The activity log's: the record a card's, a step's or an account's entry belongs to (decision 0542).
  owner: v.optional(v.nullable(v.object({ recordType: v.picklist(AUDIT_RECORD_TYPES), recordId: id }))),
}) satisfies v.GenericSchema<unknown, AuditEntry>;

const pageSchema = listOf(entrySchema);
const peopleSchema = v.array(v.object({ id, name: v.string() })) satisfies v.GenericSchema<
  unknown,
  AuditPerson[]
>;
const exportSchema = v.object({ csv: v.string(), truncated: v.boolean() });

export const parseAuditPage = (payload: unknown): ParsedList<AuditEntry> =>
  parsePayload(pageSchema, payload, 'AUDIT_PARSE_ERROR');
export const parseAuditPeople = (payload: unknown): AuditPerson[] =>
  parsePayload(peopleSchema, payload, 'AUDIT_PARSE_ERROR');
export const parseAuditExport = (payload: unknown): { csv: string; truncated: boolean } =>
  parsePayload(exportSchema, payload, 'AUDIT_PARSE_ERROR');
