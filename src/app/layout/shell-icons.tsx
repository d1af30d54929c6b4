import {
  Award,
  BadgeCheck,
  Bell,
  ChartColumn,
  ChartNetwork,
  ClipboardCheck,
  ContactRound,
  Building2,
  Circle,
  FileSearch,
  HandCoins,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Package,
  LogOut,
  Mail,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Search,
  ScanSearch,
  Settings,
  SlidersHorizontal,
  Tags,
  TriangleAlert,
  UserCog,
  Users,
  History,
  Workflow,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

// The shell's glyphs, from Lucide (docs/decisions/0012-screen-kit-boundaries-and-shell-polish.md). Each is decorative: the item's
// label names the link or button, so every icon is aria-hidden.

/** One icon per sidebar item, keyed by route name (or group id); each reads differently on the rail. */
const NAV_ICONS: Readonly<Record<string, LucideIcon>> = {
  dashboard: LayoutDashboard,
  submissions: Inbox,
  prescreen: ScanSearch,
  grading: ClipboardCheck,
  consignments: HandCoins,
  customers: Users,
  'advanced-search': FileSearch,
  employees: UserCog,
  outbox: Mail,
  activity: History,
  configurations: SlidersHorizontal,
  workflows: Workflow,
  'configurations-card-grades': Award,
  'configurations-card-grade-errors': TriangleAlert,
  'configurations-card-qualifiers': Tags,
  'configurations-prescreen-recommendations': ListChecks,
  reports: ChartColumn,
  statecharts: ChartNetwork,
  'my-submissions': Package,
  'my-details': ContactRound,
  'business-profile': Building2,
};

const decorative = { 'aria-hidden': true, focusable: false, strokeWidth: 1.75 } as const;

/** The sidebar item's icon; an item added without one gets a plain dot rather than nothing. */
export function NavIcon({ id, ...props }: LucideProps & { id: string }) {
  const Glyph = NAV_ICONS[id] ?? Circle;
  return <Glyph {...decorative} {...props} />;
}

export const BrandIcon = (p: LucideProps) => <BadgeCheck {...decorative} {...p} />;
export const MenuIcon = (p: LucideProps) => <Menu {...decorative} {...p} />;
export const BellIcon = (p: LucideProps) => <Bell {...decorative} {...p} />;
/** The phone header's Search button: the size of its neighbours, Open navigation and Notifications. */
export const SearchButtonIcon = (p: LucideProps) => <Search {...decorative} {...p} />;
export const SettingsIcon = (p: LucideProps) => <Settings {...decorative} {...p} />;
export const SignOutIcon = (p: LucideProps) => <LogOut {...decorative} {...p} />;
/** The rail toggle shows what it will do: close the panel, or open it again. */
export const RailIcon = ({ collapsed, ...p }: LucideProps & { collapsed: boolean }) =>
  collapsed ? <PanelLeftOpen {...decorative} {...p} /> : <PanelLeftClose {...decorative} {...p} />;
