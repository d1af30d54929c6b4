import { Combobox as ArkCombobox, createListCollection, useCombobox } from '@ark-ui/react/combobox';
import { Portal } from '@ark-ui/react/portal';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { css, cx } from 'styled-system/css';
import { CloseIcon, SearchIcon } from './icons';
import { controlRecipe, dropdownRecipe, iconTriggerStyle, searchIconStyle } from './recipes';

/** One entry of a search list: a record, a 'See all results' link or a page. */
export interface SearchItem {
  value: string;
  label: string;
  /** A quieter second line. */
  detail?: string;
  /** The group heading the entry sits under; entries must arrive grouped, in display order. */
  group: string;
}

/** What the owner can do to the box from outside (a keyboard shortcut). */
export interface SearchComboboxHandle {
  focus: () => void;
  /** Focuses the box and shows its list. */
  openList: () => void;
}

export interface SearchComboboxProps {
  label: string;
  placeholder: string;
  items: readonly SearchItem[];
  inputValue: string;
  onInputChange: (text: string) => void;
  onSelect: (value: string) => void;
  clearLabel: string;
  /** Set while answers are on their way: the list is marked busy. */
  busy?: boolean;
  /** Shown in the list when it has no entry (or a status such as a failure). */
  status?: ReactNode;
  /** Draw the list inside the page (an overlay) instead of a floating layer. */
  inline?: boolean;
  autoFocus?: boolean;
  /** With autoFocus: also show the list at once (the person already typed or asked for it). */
  openOnMount?: boolean;
  ref?: Ref<SearchComboboxHandle>;
}

const dropdown = dropdownRecipe();
const groupLabelStyle = css({
  px: '2.5',
  pt: '2',
  pb: '1',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});
const itemStyle = cx(dropdown.item, css({ flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' }));
const detailStyle = css({ fontSize: 'xs', color: 'fg.muted', truncate: true, maxW: 'full' });

/**
 * A search box over grouped entries (Ark Combobox): typing is reported to the owner, who answers with
 * the entries; arrows move through every group, Enter picks the highlighted entry (the first one is
 * highlighted as you type), Escape closes the list. The owner does the searching, so nothing is
 * filtered here.
 */
export function SearchCombobox({
  label,
  placeholder,
  items,
  inputValue,
  onInputChange,
  onSelect,
  clearLabel,
  busy = false,
  status,
  inline = false,
  autoFocus,
  openOnMount = false,
  ref,
}: SearchComboboxProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...items],
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        groupBy: (item) => item.group,
      }),
    [items],
  );
  const combobox = useCombobox({
    collection,
    inputValue,
    inputBehavior: 'autohighlight',
    selectionBehavior: 'clear',
    openOnClick: true,
    positioning: { sameWidth: !inline, placement: 'bottom-start' },
    onInputValueChange: (details) => {
      if (details.reason === 'input-change' || details.reason === 'clear-trigger')
        onInputChange(details.inputValue);
    },
    onSelect: (details) => {
      if (details.itemValue) onSelect(details.itemValue);
    },
  });
  // Focus through Ark, not the autoFocus attribute: an input focused before Ark listens would not
  // count as focused, and typing would not open the list.
  const { focus, setOpen } = combobox;
  const inputRef = useRef<HTMLInputElement>(null);
  // ...but the caret moves in before the first paint, so keys pressed meanwhile (the box replacing
  // a stand-in mid-word) land here rather than on the page.
  useLayoutEffect(() => {
    if (autoFocus) inputRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!autoFocus) return;
    const frame = requestAnimationFrame(() => {
      focus();
      if (openOnMount) setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
    // Only on mount: a later render must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Text handed over at mount was never typed here, so Ark's autohighlight has not run for it:
  // highlight the first entry once, when the list first has one, so Enter opens it as usual.
  const highlightPending = useRef(openOnMount);
  const { open, highlightedValue, setHighlightValue } = combobox;
  useEffect(() => {
    if (!highlightPending.current || !open || items.length === 0) return;
    highlightPending.current = false;
    if (highlightedValue === null) setHighlightValue(items[0]!.value);
  }, [items, open, highlightedValue, setHighlightValue]);
  useImperativeHandle(ref, () => ({
    focus: () => combobox.focus(),
    openList: () => {
      combobox.focus();
      combobox.setOpen(true);
    },
  }));

  // The list never runs past the window's edge (the positioner's --available-width): unbounded, an
  // entry's long detail line would widen it beyond a phone's screen instead of ending in an ellipsis.
  const list = (
    <ArkCombobox.Positioner className={dropdown.positioner}>
      <ArkCombobox.Content
        className={cx(
          dropdown.content,
          css({ minW: { base: 'full', md: 'sm' }, maxW: '[var(--available-width)]', maxH: 'searchListMax' }),
        )}
        aria-busy={busy || undefined}
      >
        {collection.group().map(([group, entries]) => (
          <ArkCombobox.ItemGroup key={group}>
            <ArkCombobox.ItemGroupLabel className={groupLabelStyle}>{group}</ArkCombobox.ItemGroupLabel>
            {entries.map((item) => (
              <ArkCombobox.Item key={item.value} item={item} className={itemStyle}>
                <ArkCombobox.ItemText>{item.label}</ArkCombobox.ItemText>
                {item.detail ? <span className={detailStyle}>{item.detail}</span> : null}
              </ArkCombobox.Item>
            ))}
          </ArkCombobox.ItemGroup>
        ))}
        {status ? (
          <div role="status" className={dropdown.empty}>
            {status}
          </div>
        ) : null}
      </ArkCombobox.Content>
    </ArkCombobox.Positioner>
  );

  return (
    <ArkCombobox.RootProvider
      value={combobox}
      lazyMount
      unmountOnExit
      className={css({ position: 'relative', w: 'full' })}
    >
      <ArkCombobox.Label className={css({ srOnly: true })}>{label}</ArkCombobox.Label>
      <ArkCombobox.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
        <span className={searchIconStyle}>
          <SearchIcon />
        </span>
        <ArkCombobox.Input
          ref={inputRef}
          className={cx(controlRecipe(), css({ ps: '9', pe: '9' }))}
          placeholder={placeholder}
        />
        <ArkCombobox.ClearTrigger
          className={cx(iconTriggerStyle, css({ position: 'absolute', insetEnd: '1' }))}
          aria-label={clearLabel}
        >
          <CloseIcon />
        </ArkCombobox.ClearTrigger>
      </ArkCombobox.Control>
      {inline ? list : <Portal>{list}</Portal>}
    </ArkCombobox.RootProvider>
  );
}
