import { Collapsible } from '@ark-ui/react/collapsible';
import type { ReactNode } from 'react';
import { cx, sva } from 'styled-system/css';
import { ChevronDownIcon } from './icons';

const section = sva({
  slots: ['root', 'heading', 'trigger', 'indicator', 'content'],
  base: {
    root: {
      border: 'default',
      borderRadius: 'lg',
      bg: 'bg.surface',
    },
    heading: { fontSize: 'md', fontWeight: 'semibold', m: '0' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      w: 'full',
      px: '4',
      py: '3',
      textAlign: 'start',
      color: 'fg.default',
      cursor: 'pointer',
      borderRadius: 'lg',
      _hover: { bg: 'bg.subtle' },
    },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
    },
    content: { px: '4', pb: '4' },
  },
});

export interface CollapsibleSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** Ark Collapsible whose trigger is a button inside a heading (the disclosure pattern). */
export function CollapsibleSection({
  title,
  children,
  headingLevel = 3,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: CollapsibleSectionProps) {
  const styles = section();
  const Heading = `h${headingLevel}` as const;
  return (
    <Collapsible.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      className={cx(styles.root, className)}
    >
      <Heading className={styles.heading}>
        <Collapsible.Trigger className={styles.trigger}>
          {title}
          <Collapsible.Indicator className={styles.indicator}>
            <ChevronDownIcon />
          </Collapsible.Indicator>
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
