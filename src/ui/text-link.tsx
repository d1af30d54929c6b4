import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';

/** The look of an inline text link, for links that are not wouter routes (e.g. mailto:). */
export const textLinkStyle = css({
  color: 'accent.fg',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
});

export type TextLinkProps = { href: string } & Omit<ComponentProps<'a'>, 'href'>;

/** An in-app link styled as underlined text: the router's Link, so it navigates without a reload. */
export function TextLink({ href, className, children, ...rest }: TextLinkProps) {
  return (
    <Link href={href} className={cx(textLinkStyle, className)} {...rest}>
      {children}
    </Link>
  );
}
