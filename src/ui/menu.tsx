import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { dropdownRecipe } from './recipes';

export interface MenuItem {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Danger items (e.g. 'Delete') are drawn in the danger colour. */
  tone?: 'default' | 'danger';
}

export interface MenuProps {
  /** The button that opens the menu, e.g. `<Button>Actions</Button>` or an IconButton. */
  trigger: ReactElement;
  items: readonly MenuItem[];
  onSelect: (value: string) => void;
}

const dropdown = dropdownRecipe();
const dangerStyle = css({ color: 'fg.danger' });

/** Ark Menu: arrow keys, typeahead, Escape and focus return come from Ark. */
export function Menu({ trigger, items, onSelect }: MenuProps) {
  return (
    <ArkMenu.Root onSelect={(details) => onSelect(details.value)}>
      <ArkMenu.Trigger asChild>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={dropdown.positioner}>
          <ArkMenu.Content className={dropdown.content}>
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={cx(dropdown.item, item.tone === 'danger' && dangerStyle)}
              >
                {item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
