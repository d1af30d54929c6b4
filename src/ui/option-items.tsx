import type { ComponentType, ReactNode } from 'react';
import { CheckIcon } from './icons';
import type { SelectOption } from './option-list';
import { dropdownRecipe } from './recipes';

const itemStyle = dropdownRecipe().item;

/** The item parts of an Ark Select or Combobox (`ArkSelect`, `ArkCombobox`): both draw options alike. */
export interface OptionParts {
  Item: ComponentType<{ item: SelectOption; className?: string; children?: ReactNode }>;
  ItemText: ComponentType<{ children?: ReactNode }>;
  ItemIndicator: ComponentType<{ children?: ReactNode }>;
}

/** The options of a Select or a Combobox: each one's label, and a check beside the chosen one. */
export function OptionItems({ parts, options }: { parts: OptionParts; options: readonly SelectOption[] }) {
  const { Item, ItemText, ItemIndicator } = parts;
  return options.map((option) => (
    <Item key={option.value} item={option} className={itemStyle}>
      <ItemText>{option.label}</ItemText>
      <ItemIndicator>
        <CheckIcon />
      </ItemIndicator>
    </Item>
  ));
}
