import type { SVGProps } from 'react';

// Decorative inline icons: always aria-hidden, sized by the surrounding font size.
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** A 24×24 stroked icon from one path; exported so app-only glyphs are drawn the same way, not copied. */
export function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const ChevronDownIcon = (p: IconProps) => <Icon d="M6 9l6 6 6-6" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon d="M20 6L9 17l-5-5" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon d="M18 6L6 18M6 6l12 12" {...p} />;
export const PlusIcon = (p: IconProps) => <Icon d="M12 5v14M5 12h14" {...p} />;
export const MinusIcon = (p: IconProps) => <Icon d="M5 12h14" {...p} />;
export const SearchIcon = (p: IconProps) => (
  <Icon d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35" {...p} />
);
export const MoreIcon = (p: IconProps) => <Icon d="M12 5h.01M12 12h.01M12 19h.01" {...p} />;
export const ArrowUpIcon = (p: IconProps) => <Icon d="M12 19V5M5 12l7-7 7 7" {...p} />;
export const ArrowDownIcon = (p: IconProps) => <Icon d="M12 5v14M19 12l-7 7-7-7" {...p} />;
export const SortIcon = (p: IconProps) => <Icon d="M7 15l5 5 5-5M7 9l5-5 5 5" {...p} />;
export const PrinterIcon = (p: IconProps) => (
  <Icon
    d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z"
    {...p}
  />
);
export const EyeIcon = (p: IconProps) => (
  <Icon d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" {...p} />
);
export const EyeOffIcon = (p: IconProps) => (
  <Icon
    d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M1 1l22 22"
    {...p}
  />
);
