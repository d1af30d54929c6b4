import type { ReactNode } from 'react';
import { cva, cx } from 'styled-system/css';

export const statuses = ['pending', 'in-progress', 'completed', 'cancelled', 'on-hold', 'failed'] as const;
export type Status = (typeof statuses)[number];

export const statusLabels: Record<Status, string> = {
  pending: 'Pending',
  'in-progress': 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'on-hold': 'On hold',
  failed: 'Failed',
};

export const badgeRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      pending: { bg: 'status.pending.bg', color: 'status.pending.fg' },
      'in-progress': { bg: 'status.inProgress.bg', color: 'status.inProgress.fg' },
      completed: { bg: 'status.completed.bg', color: 'status.completed.fg' },
      cancelled: { bg: 'status.cancelled.bg', color: 'status.cancelled.fg' },
      'on-hold': { bg: 'status.onHold.bg', color: 'status.onHold.fg' },
      failed: { bg: 'status.failed.bg', color: 'status.failed.fg' },
    },
  },
});

export interface BadgeProps {
  status: Status;
  /** The visible text; defaults to the status's label ('In progress'). */
  children?: ReactNode;
  className?: string;
}

/** A status pill coloured by tone; `data-status` carries the status for tests and styling. */
export function Badge({ status, children, className }: BadgeProps) {
  return (
    <span data-status={status} className={cx(badgeRecipe({ status }), className)}>
      {children ?? statusLabels[status]}
    </span>
  );
}
