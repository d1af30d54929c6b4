import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../ui';
import { GlobalSearch, type GlobalSearchProps } from './global-search';
import { BellIcon, MenuIcon } from './shell-icons';

export interface HeaderProps {
  isMobile: boolean;
  onOpenNavigation: () => void;
  /** Absent for a customer: the search finds staff records (issue 40). */
  search?: Omit<GlobalSearchProps, 'isMobile'> | undefined;
  /** The data-source switch, present for admins only. */
  dataSource?: ReactNode;
  onBell: () => void;
  email: string;
}

/** The signed-in header (seed A §2): search, data-source switch (admins), bell and the user's email. */
export function Header({ isMobile, onOpenNavigation, search, dataSource, onBell, email }: HeaderProps) {
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'dropdown',
        display: 'flex',
        // Between 768 px and a wide screen the search, the switch and the email do not fit on one row
        // beside an open sidebar: the right-hand group wraps below instead of squashing the search.
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '3',
        rowGap: '2',
        px: { base: '3', md: '6' },
        py: '2',
        minH: '14',
        bg: 'bg.surface',
        borderBottom: 'default',
      })}
    >
      {isMobile && <IconButton label="Open navigation" icon={<MenuIcon />} onClick={onOpenNavigation} />}
      {search && <GlobalSearch isMobile={isMobile} {...search} />}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ms: 'auto', minW: '0' })}>
        {dataSource}
        <IconButton label="Notifications" icon={<BellIcon />} onClick={onBell} />
        <span
          className={css({ fontSize: 'sm', color: 'fg.muted', maxW: '48', truncate: true, hideBelow: 'md' })}
          title={email}
        >
          {email}
        </span>
      </div>
    </header>
  );
}
