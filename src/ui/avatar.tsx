import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cva, cx } from 'styled-system/css';

const avatarRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    fontWeight: 'semibold',
    userSelect: 'none',
    '& img': { w: 'full', h: 'full', objectFit: 'cover' },
  },
  variants: {
    size: {
      sm: { w: '8', h: '8', fontSize: 'xs' },
      md: { w: '10', h: '10', fontSize: 'sm' },
      lg: { w: '14', h: '14', fontSize: 'lg' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** 'Ada Lovelace' → 'AL'; 'cher' → 'C'; blank → '?'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initials. */
  name: string;
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Ark Avatar: the photo when it loads, the initials otherwise; exposed as an image named by `name`. */
export function Avatar({ name, src, size, className }: AvatarProps) {
  return (
    <ArkAvatar.Root role="img" aria-label={name} className={cx(avatarRecipe({ size }), className)}>
      <ArkAvatar.Fallback aria-hidden="true">{initials(name)}</ArkAvatar.Fallback>
      {src && <ArkAvatar.Image src={src} alt="" />}
    </ArkAvatar.Root>
  );
}
