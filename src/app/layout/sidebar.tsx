import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { navItemStyle, plainListStyle } from '../../ui';
import { ChevronDownIcon } from '../../ui/icons';
import { isActivePath, type VisibleGroup, type VisibleItem, type VisibleLink } from '../navigation';
import { BrandIcon, NavIcon, RailIcon, SettingsIcon, SignOutIcon } from './shell-icons';

export interface SidebarProps {
  items: readonly VisibleItem[];
  pathname: string;
  /** The narrow rail (4.5rem) instead of the full sidebar (18rem); ignored in the drawer. */
  collapsed: boolean;
  /** Absent in the drawer, which has no rail. */
  onToggleCollapsed?: () => void;
  onSignOut: () => void;
  /** Called after any link is followed (the drawer closes). */
  onNavigate?: () => void;
}

export const BRAND_LABEL = 'Card Grading Co.';
export const SECONDARY_LABEL = 'Back office';

const itemStyle = cx(
  navItemStyle,
  css({ display: 'flex', alignItems: 'center', gap: '3', w: 'full', minH: '10', textDecoration: 'none' }),
);
// On the rail only the icon shows: centre it in the 4.5rem column.
const railItemStyle = css({ justifyContent: 'center', px: '0' });
const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '0.5' }));

const iconStyle = css({ flexShrink: 0, w: '5', h: '5' });

/** A leading icon and the label; on the rail the label stays for screen readers only. */
function ItemLabel({ label, collapsed, icon }: { label: string; collapsed: boolean; icon: ReactNode }) {
  return (
    <>
      {icon}
      <span className={collapsed ? css({ srOnly: true }) : undefined}>{label}</span>
    </>
  );
}

/** What every item needs to know about the sidebar it stands in. */
type SidebarPlace = Pick<SidebarProps, 'pathname' | 'collapsed' | 'onNavigate'>;

/** A link to a page; on the rail only its icon shows and the label becomes the tooltip. */
function SidebarLink(props: { href: string; label: string; icon: ReactNode; place: SidebarPlace }) {
  const { href, label, icon, place } = props;
  return (
    <Link
      href={href}
      className={cx(itemStyle, place.collapsed && railItemStyle)}
      aria-current={isActivePath(href, place.pathname) ? 'page' : undefined}
      title={place.collapsed ? label : undefined}
      onClick={place.onNavigate}
    >
      <ItemLabel label={label} collapsed={place.collapsed} icon={icon} />
    </Link>
  );
}

/** A button styled as a sidebar item; on the rail only its icon shows and the label becomes the tooltip. */
function SidebarButton(
  props: ComponentProps<'button'> & { label: string; icon: ReactNode; collapsed: boolean },
) {
  const { label, icon, collapsed, className, children, ...buttonProps } = props;
  return (
    <button
      type="button"
      className={cx(itemStyle, collapsed && railItemStyle, className)}
      title={collapsed ? label : undefined}
      {...buttonProps}
    >
      <ItemLabel label={label} collapsed={collapsed} icon={icon} />
      {children}
    </button>
  );
}

function NavLinkItem({ link, place }: { link: VisibleLink; place: SidebarPlace }) {
  return (
    <li>
      <SidebarLink
        href={link.href}
        label={link.label}
        icon={<NavIcon id={link.id} className={iconStyle} />}
        place={place}
      />
    </li>
  );
}

function NavGroupItem({ group, place }: { group: VisibleGroup; place: SidebarPlace }) {
  const { collapsed } = place;
  const containsCurrent = group.children.some((child) => isActivePath(child.href, place.pathname));
  // Open by default when the current page is inside; afterwards the person decides (view state only).
  const [open, setOpen] = useState(containsCurrent);
  const listId = useId();
  return (
    <li>
      <SidebarButton
        label={group.label}
        icon={<NavIcon id={group.id} className={iconStyle} />}
        collapsed={collapsed}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {!collapsed && (
          <ChevronDownIcon
            className={cx(css({ ms: 'auto' }), open && css({ transform: 'rotate(180deg)' }))}
          />
        )}
      </SidebarButton>
      <ul id={listId} hidden={!open} className={cx(listStyle, !collapsed && css({ ps: '4', mt: '0.5' }))}>
        {group.children.map((child) => (
          <NavLinkItem key={child.href} link={child} place={place} />
        ))}
      </ul>
    </li>
  );
}

/** The product label: a button that flips between the brand and the secondary label (seed A §2). */
function ProductLabel({ collapsed }: { collapsed: boolean }) {
  const [showBrand, setShowBrand] = useState(true);
  return (
    <SidebarButton
      label={showBrand ? BRAND_LABEL : SECONDARY_LABEL}
      icon={<BrandIcon className={iconStyle} />}
      collapsed={collapsed}
      className={css({ fontWeight: 'bold', fontSize: 'md' })}
      onClick={() => setShowBrand(!showBrand)}
    />
  );
}

/** The sidebar's content: product label, navigation, and Settings and Sign out pinned at the bottom. */
export function Sidebar({
  items,
  pathname,
  collapsed,
  onToggleCollapsed,
  onSignOut,
  onNavigate,
}: SidebarProps) {
  const place: SidebarPlace = { pathname, collapsed, onNavigate };
  return (
    // Fills what its column leaves (the drawer puts the email and switch above it): the navigation
    // scrolls, so Settings and Sign out stay in view at the bottom.
    <div
      className={css({ display: 'flex', flexDirection: 'column', flex: '1', minH: '0', gap: '2', p: '3' })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
        <ProductLabel collapsed={collapsed} />
      </div>
      <nav aria-label="Main" className={css({ flex: '1', overflowY: 'auto' })}>
        <ul className={listStyle}>
          {items.map((item) =>
            item.kind === 'link' ? (
              <NavLinkItem key={item.href} link={item} place={place} />
            ) : (
              <NavGroupItem key={item.label} group={item} place={place} />
            ),
          )}
        </ul>
      </nav>
      <ul className={cx(listStyle, css({ borderTop: 'default', pt: '2' }))}>
        <li>
          <SidebarLink
            href="/settings"
            label="Settings"
            icon={<SettingsIcon className={iconStyle} />}
            place={place}
          />
        </li>
        <li>
          <SidebarButton
            label="Sign out"
            icon={<SignOutIcon className={iconStyle} />}
            collapsed={collapsed}
            onClick={onSignOut}
          />
        </li>
        {onToggleCollapsed && (
          <li>
            <button
              type="button"
              className={cx(itemStyle, collapsed && railItemStyle)}
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              title={collapsed ? 'Expand sidebar' : undefined}
            >
              <RailIcon collapsed={collapsed} className={iconStyle} />
              {!collapsed && <span>Collapse sidebar</span>}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
