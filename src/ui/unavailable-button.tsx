import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

export const NOT_AVAILABLE_TEXT = 'Not available yet';

export interface UnavailableButtonProps {
  children: ReactNode;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/**
 * A button the product shows but does not support yet (the seeds' "buttons that do nothing"). It is
 * aria-disabled rather than disabled, so it stays focusable and a keyboard user can reach the tooltip
 * that says why nothing happens; clicking it does nothing.
 */
export function UnavailableButton({ children, variant = 'secondary', size = 'md' }: UnavailableButtonProps) {
  return (
    <Tooltip content={NOT_AVAILABLE_TEXT} lazy>
      <Button type="button" variant={variant} size={size} aria-disabled="true">
        {children}
      </Button>
    </Tooltip>
  );
}
