import * as v from 'valibot';
import type { OutboxMessage, OutboxStatus, OutboxSummary } from '../../../domain/outbox';
import { idSchema, numberOrZero, textOrEmpty, textOrNull } from './fields';
import { listOf } from './list';
import { parsePayload } from './parse';

const STATUSES: readonly OutboxStatus[] = ['queued', 'sent', 'kept', 'failed'];

/** The outbox as the server answers it (issue 38); an unknown status reads as queued. */
const summaryEntries = {
  id: idSchema,
  to: textOrEmpty,
  subject: textOrEmpty,
  kind: textOrEmpty,
  status: v.fallback(v.picklist(STATUSES), 'queued'),
  attempts: numberOrZero,
  lastError: textOrNull,
  createdAt: textOrEmpty,
  deliveredAt: textOrNull,
  nextAttemptAt: textOrNull,
};

const summarySchema = v.pipe(
  v.looseObject(summaryEntries),
  v.transform((raw): OutboxSummary => ({
    id: raw.id,
    to: raw.to,
    subject: raw.subject,
    kind: raw.kind,
    status: raw.status,
    attempts: raw.attempts,
    lastError: raw.lastError,
    createdAt: raw.createdAt,
    deliveredAt: raw.deliveredAt,
    nextAttemptAt: raw.nextAttemptAt,
  })),
);

const messageSchema = v.pipe(
  v.looseObject({ ...summaryEntries, text: textOrEmpty, html: textOrEmpty }),
  v.transform((raw): OutboxMessage => ({
    ...v.parse(summarySchema, raw),
    text: raw.text,
    html: raw.html,
  })),
);

export const parseOutboxList = (payload: unknown) =>
  parsePayload(listOf(summarySchema), payload, 'OUTBOX_PARSE_ERROR');

export const parseOutboxMessage = (payload: unknown): OutboxMessage =>
  parsePayload(messageSchema, payload, 'OUTBOX_PARSE_ERROR');
