import { cloneElement, isValidElement, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';
import { Spinner } from './spinner';

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    fontWeight: 'medium',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'colors',
    transitionDuration: 'fast',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-busy=true]': { cursor: 'progress' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        _hover: { _enabled: { bg: 'accent.hover' } },
      },
      secondary: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      danger: {
        bg: 'danger.default',
        color: 'fg.onAccent',
        _hover: { _enabled: { bg: 'danger.hover' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '5', fontSize: 'md' },
    },
    iconOnly: {
      true: { px: '0', aspectRatio: 'square' },
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md' },
});

type ButtonVariants = Omit<NonNullable<RecipeVariantProps<typeof buttonRecipe>>, 'iconOnly'>;

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonVariants {
  /** Shows a spinner, sets aria-busy and disables the button while an action runs. */
  loading?: boolean;
  /** Render the child element (e.g. a router link) with the button's styles. */
  asChild?: boolean;
}

/**
 * A button; `type` defaults to "button" so it never submits a form by accident. With `asChild` the one
 * child element (a router link) is drawn with the button's styles instead. A native button, not Ark's
 * factory: the sign-in page's first chunk then carries no Ark.
 */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  asChild,
  ...rest
}: ButtonProps) {
  const styles = cx(buttonRecipe({ variant, size }), className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...rest, className: cx(styles, children.props.className) });
  }
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={styles}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export interface IconButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'>, ButtonVariants {
  /** The accessible name: required, since the button shows only an icon. */
  label: string;
  icon: ReactNode;
}

/** A square button showing only an icon; `label` becomes its aria-label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx(buttonRecipe({ variant, size, iconOnly: true }), className)}
      {...rest}
    >
      {icon}
    </button>
  );
}
