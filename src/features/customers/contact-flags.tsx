import { Mail, MailX, MessageSquare, MessageSquareOff, Phone, PhoneOff, type LucideIcon } from 'lucide-react';
import { css } from 'styled-system/css';
import type { Customer } from '../../domain/customer';
import { Tooltip } from '../../ui';

interface Flag {
  allowed: boolean;
  text: string;
  Icon: LucideIcon;
}

/** The three contact permissions with the seed's tooltip texts. */
export function contactFlags(customer: Pick<Customer, 'canEmail' | 'canCall' | 'canText'>): Flag[] {
  return [
    customer.canEmail
      ? { allowed: true, text: 'Allows emails', Icon: Mail }
      : { allowed: false, text: "Doesn't allow emails", Icon: MailX },
    customer.canCall
      ? { allowed: true, text: 'Allows calls', Icon: Phone }
      : { allowed: false, text: "Doesn't allow calls", Icon: PhoneOff },
    customer.canText
      ? { allowed: true, text: 'Allows texts', Icon: MessageSquare }
      : { allowed: false, text: "Doesn't allow texts", Icon: MessageSquareOff },
  ];
}

const flagStyle = css({
  display: 'inline-flex',
  p: '0.5',
  borderRadius: 'sm',
  '&[data-allowed]': { color: 'accent.fg' },
  '&:not([data-allowed])': { color: 'fg.muted' },
});

/** Icons with tooltips; each is focusable and named, so keyboard and screen-reader users get the text. */
export function ContactFlags({ customer }: { customer: Pick<Customer, 'canEmail' | 'canCall' | 'canText'> }) {
  return (
    <span className={css({ display: 'inline-flex', gap: '1' })}>
      {contactFlags(customer).map(({ allowed, text, Icon }) => (
        <Tooltip key={text} content={text} lazy>
          <span
            role="img"
            aria-label={text}
            tabIndex={0}
            className={flagStyle}
            data-allowed={allowed || undefined}
          >
            <Icon size={16} aria-hidden />
          </span>
        </Tooltip>
      ))}
    </span>
  );
}
