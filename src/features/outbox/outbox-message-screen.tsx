import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { formatDateTime } from '../../domain/format';
import type { OutboxMessage } from '../../domain/outbox';
import { DetailScreen } from '../../kit/detail-screen';
import { RecordNotFound } from '../../kit/record-not-found';
import { useRecordScreen } from '../../kit/screen-actor';
import type { ScreenProps } from '../../kit/services';
import { Button, Card, PageHeader, textLinkStyle } from '../../ui';
import { OUTBOX_PATH, OutboxStatus, outboxMessageHref } from './outbox-parts';

const factsStyle = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '6',
  rowGap: '2',
  fontSize: 'sm',
  m: '0',
  '& dt': { color: 'fg.muted' },
  '& dd': { overflowWrap: 'anywhere', m: '0' },
});
const frameStyle = css({
  display: 'block',
  w: 'full',
  h: 'lg',
  border: 'none',
  borderRadius: 'md',
  bg: 'white',
});
const linkStyle = css({ display: 'block', overflowWrap: 'anywhere' });
const textStyle = css({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'mono',
  fontSize: 'sm',
  m: '0',
});

/**
 * Links of this app in the message's plain-text part, so an admin can open or hand on a kept reset
 * link or invitation. Only links to this app's own address are offered; a link to anywhere else
 * stays text.
 */
function appLinksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const own = found.filter((link) => {
    try {
      return new URL(link).origin === window.location.origin;
    } catch {
      return false;
    }
  });
  return [...new Set(own)];
}

/**
 * One message of the outbox as its recipient sees it (issue 38): the HTML part in a sandboxed frame
 * (no scripts, no same-origin access, no navigation out of it), the plain-text part beside it, and
 * its delivery: Sent, Kept or Failed with the reason.
 */
export default function OutboxMessageScreen({ params }: ScreenProps) {
  const id = params.id ?? '';
  const view = useRecordScreen<OutboxMessage>({
    id,
    load: ({ backend }, messageId, signal) => backend().outbox.get(messageId, { signal }),
    label: { path: outboxMessageHref(id), of: (message) => message.subject, missing: 'Message not found' },
  });
  return (
    <DetailScreen
      view={view}
      loading="Loading message…"
      missing={() => (
        <RecordNotFound
          title="Message not found"
          message="This message is not in the outbox."
          backLabel="Back to the outbox"
          backHref={OUTBOX_PATH}
        />
      )}
      header={(message) => (
        <PageHeader
          title={message.subject || '(no subject)'}
          actions={
            <Button asChild>
              <Link href={OUTBOX_PATH}>
                <ArrowLeft size={16} aria-hidden />
                Back to the outbox
              </Link>
            </Button>
          }
        />
      )}
    >
      {(message) => <MessageBody message={message} />}
    </DetailScreen>
  );
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const links = appLinksIn(message.text);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
      <Card title="Delivery" headingLevel={2}>
        <dl className={factsStyle}>
          <dt>To</dt>
          <dd>{message.to}</dd>
          <dt>When</dt>
          <dd>{formatDateTime(message.createdAt)}</dd>
          <dt>Status</dt>
          <dd>
            <OutboxStatus message={message} />
          </dd>
          {links.length > 0 && (
            <>
              <dt>Links</dt>
              <dd>
                {links.map((link) => (
                  <a key={link} href={link} className={cx(textLinkStyle, linkStyle)}>
                    {link}
                  </a>
                ))}
              </dd>
            </>
          )}
        </dl>
      </Card>
      <Card title="As the recipient sees it" headingLevel={2}>
        {/* sandbox with no permissions: the message's HTML can run nothing and reach nothing of the app. */}
        <iframe title="The message's HTML part" sandbox="" srcDoc={message.html} className={frameStyle} />
      </Card>
      <Card title="Plain text" headingLevel={2}>
        <pre className={textStyle}>{message.text}</pre>
      </Card>
    </div>
  );
}
