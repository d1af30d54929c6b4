import type { FormEvent, Ref } from 'react';
import { css } from 'styled-system/css';
import { SearchIcon } from '../../ui/icons';
import { controlRecipe } from '../../ui/recipes';

export const SEARCH_LABEL = 'Search';
export const SEARCH_PLACEHOLDER = 'Search customers, submissions, cards…';

const inputStyle = css({ ps: '9' });
const iconStyle = css({
  position: 'absolute',
  insetBlock: '0',
  insetStart: '3',
  display: 'flex',
  alignItems: 'center',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/** The search box: the header's from 768 px, the overlay's below. */
export function SearchForm({
  onSearch,
  ref,
  autoFocus,
}: {
  onSearch: (term: string) => void;
  ref?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch(term);
  };
  return (
    <form role="search" onSubmit={submit} className={css({ position: 'relative', w: 'full' })}>
      <span className={iconStyle}>
        <SearchIcon />
      </span>
      <input
        ref={ref}
        name="q"
        type="search"
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        autoFocus={autoFocus}
        className={`${controlRecipe()} ${inputStyle}`}
      />
    </form>
  );
}
