import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { surfaceStyle, twoUpStyle } from '../layout-styles';

// A floated legend sits inside the border like a heading instead of breaking it.
const legendStyle = css({ fontSize: 'lg', fontWeight: 'semibold', float: 'start', w: 'full', mb: '4' });
const gridStyle = cx(twoUpStyle, css({ clear: 'both' }));

export interface FormSectionProps {
  /** The group's name ('Contact details'): a fieldset with its legend. Absent: a box of fields. */
  title?: string;
  children: ReactNode;
}

/** A box of a form's fields, two to a row from 768 px and stacked on a phone. */
export function FormSection({ title, children }: FormSectionProps) {
  if (!title) return <div className={cx(surfaceStyle, gridStyle)}>{children}</div>;
  return (
    <fieldset className={surfaceStyle}>
      <legend className={legendStyle}>{title}</legend>
      <div className={gridStyle}>{children}</div>
    </fieldset>
  );
}
