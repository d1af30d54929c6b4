import { STATUS, isOpenStatus, statusLabel } from '../../src/domain/statuses';

/** The shared status rules (labels, open = neither Completed nor Cancelled) come from the domain. */
export { isOpenStatus, statusLabel };
export const COMPLETED = STATUS.completed;
export const CANCELLED = STATUS.cancelled;
