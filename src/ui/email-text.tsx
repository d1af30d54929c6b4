import { Fragment } from 'react';
import { css } from 'styled-system/css';

// A line break is allowed anywhere as a last resort (a very long local part), but the breaks below come first.
const emailStyle = css({ overflowWrap: 'anywhere' });

/**
 * An email address that wraps where a reader expects it to (issue 37, 390 px): before the '@' and
 * after each dot, never mid-word unless a single part is wider than its box. Copying it copies the
 * address unchanged (<wbr> adds no text).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={emailStyle}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
