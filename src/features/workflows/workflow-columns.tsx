import { css } from 'styled-system/css';
import { formatDate } from '../../domain/format';
import type { WorkflowType } from '../../domain/workflow';
import type { DataTableColumn } from '../../ui';
import { stepSummary } from './workflow-type-summary';

const mutedStyle = css({ color: 'fg.muted', fontSize: 'sm' });

/** The library's columns (seed B §2): Workflow with its id, Summary, Steps with the first names, Last updated. */
export const WORKFLOW_COLUMNS: readonly DataTableColumn<WorkflowType>[] = [
  {
    key: 'name',
    header: 'Workflow',
    cell: (type) => (
      <>
        <div>{type.name}</div>
        <div className={mutedStyle}>#{type.id}</div>
      </>
    ),
  },
  { key: 'summary', header: 'Summary', cell: (type) => type.description || 'Description pending' },
  {
    key: 'steps',
    header: 'Steps',
    cell: (type) => {
      const summary = stepSummary(type);
      return (
        <>
          <div>{summary.count}</div>
          <div className={mutedStyle}>{summary.names}</div>
        </>
      );
    },
  },
  {
    key: 'updated',
    header: 'Last updated',
    cell: (type) => (type.updatedAt ? formatDate(type.updatedAt) : '—'),
  },
];
