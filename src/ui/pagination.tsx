import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { css, cx } from 'styled-system/css';
import { buttonRecipe } from './button';

const rootStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});
const textStyle = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const buttonsStyle = css({ display: 'flex', gap: '2' });

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name (default 'Pagination'); name it per table when a page has two. */
  label?: string;
  backLabel?: string;
  nextLabel?: string;
  className?: string;
}

/** Ark Pagination reduced to 'Page X of Y' with Back and Next; Back is disabled on page 1, Next on the last. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  backLabel = 'Back',
  nextLabel = 'Next',
  className,
}: PaginationProps) {
  const total = Math.max(1, pageCount);
  return (
    <ArkPagination.Root
      className={cx(rootStyle, className)}
      count={total}
      pageSize={1}
      page={Math.min(Math.max(1, page), total)}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{ rootLabel: label, prevTriggerLabel: backLabel, nextTriggerLabel: nextLabel }}
    >
      <ArkPagination.Context>
        {(api) => (
          <span className={textStyle} aria-live="polite">
            Page {api.page} of {api.totalPages}
          </span>
        )}
      </ArkPagination.Context>
      <div className={buttonsStyle}>
        <ArkPagination.PrevTrigger className={buttonRecipe({ size: 'sm' })}>
          {backLabel}
        </ArkPagination.PrevTrigger>
        <ArkPagination.NextTrigger className={buttonRecipe({ size: 'sm' })}>
          {nextLabel}
        </ArkPagination.NextTrigger>
      </div>
    </ArkPagination.Root>
  );
}
