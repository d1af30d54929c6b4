import type { MailContent } from '../../domain/mail';
import type { OutboxMessage } from '../../domain/outbox';
import type { DemoContext } from './store';

/**
 * Puts a message in the demo's outbox as Kept: a browser sends no mail (issue 38). Accounts and grader
 * orders (issue 39) queue through it alike.
 */
export function keepMail(context: DemoContext, to: string, content: MailContent, kind: string): void {
  const at = context.now().toISOString();
  const message: OutboxMessage = {
    id: context.store.nextId('outbox'),
    to,
    kind,
    ...content,
    status: 'kept',
    attempts: 0,
    lastError: null,
    createdAt: at,
    deliveredAt: at,
    nextAttemptAt: null,
  };
  context.store.outbox.set(message.id, message);
}
