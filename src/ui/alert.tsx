import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const toneStyles: Record<AlertTone, string> = {
  info: css({ bg: 'feedback.info.bg', color: 'feedback.info.fg', borderColor: 'feedback.info.border' }),
  success: css({
    bg: 'feedback.success.bg',
    color: 'feedback.success.fg',
    borderColor: 'feedback.success.border',
  }),
  warning: css({
    bg: 'feedback.warning.bg',
    color: 'feedback.warning.fg',
    borderColor: 'feedback.warning.border',
  }),
  error: css({ bg: 'feedback.error.bg', color: 'feedback.error.fg', borderColor: 'feedback.error.border' }),
};

const boxStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  borderRadius: 'md',
  borderWidth: 'thin',
  borderStyle: 'solid',
  fontSize: 'sm',
});

export interface AlertProps {
  tone: AlertTone;
  title?: string;
  /** The message: text, or a list of server messages. */
  children?: ReactNode;
  className?: string;
}

/**
 * A banner above a form or a page. An error is announced at once (role alert); the other tones are
 * polite (role status) so they do not interrupt what a screen reader is saying.
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(boxStyle, toneStyles[tone], className)}>
      {title && <p className={css({ fontWeight: 'semibold' })}>{title}</p>}
      {children}
    </div>
  );
}
