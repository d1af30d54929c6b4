import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const boxStyle = css({
  p: '5',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'lg',
});
// A floated legend sits inside the border like a heading instead of breaking it.
const legendStyle = css({ fontSize: 'lg', fontWeight: 'semibold', float: 'start', w: 'full', mb: '4' });
const gridStyle = css({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
  gap: '4',
  alignItems: 'start',
});

export interface FormSectionProps {
  /** The group's name ('Contact details'): a fieldset with its legend. Absent: a box of fields. */
  title?: string;
  children: ReactNode;
}

/** A box of a form's fields, two to a row from 768 px and stacked on a phone. */
export function FormSection({ title, children }: FormSectionProps) {
  if (!title) return <div className={cx(boxStyle, gridStyle)}>{children}</div>;
  return (
    <fieldset className={boxStyle}>
      <legend className={legendStyle}>{title}</legend>
      <div className={gridStyle}>{children}</div>
    </fieldset>
  );
}
