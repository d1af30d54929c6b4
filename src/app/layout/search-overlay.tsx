import { css } from 'styled-system/css';
import { CloseIcon } from '../../ui/icons';
import { EdgeSheet, IconButton, SheetClose } from '../../ui';
import { SearchForm } from './search-form';

/** The full-width search overlay below 768 px (closed with Escape); its own chunk, loaded when opened. */
export default function SearchOverlay({
  open,
  onOpenChange,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearch: (term: string) => void;
}) {
  return (
    <EdgeSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      positionerClassName={css({ position: 'fixed', insetInline: '0', top: '0', zIndex: 'modal' })}
      contentClassName={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        w: 'full',
        p: '3',
        bg: 'bg.surface',
        boxShadow: 'overlay',
      })}
    >
      <SearchForm
        autoFocus
        onSearch={(term) => {
          onOpenChange(false);
          onSearch(term);
        }}
      />
      <SheetClose asChild>
        <IconButton label="Close search" icon={<CloseIcon />} />
      </SheetClose>
    </EdgeSheet>
  );
}
