import { X } from 'lucide-react';
import { css } from 'styled-system/css';
import { submissionFilterPhrases } from '../../domain/submissionFilters';
import { useCurrentList } from '../../kit/list-screen';
import { Button } from '../../ui';

const lineStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const textStyle = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * Under the search row of a list opened filtered (a dashboard figure's link, decision 0366): what it
 * shows and 'Clear filters', which keeps the search text and drops every filter.
 */
export function SubmissionFilterLine() {
  const list = useCurrentList();
  const phrases = submissionFilterPhrases(list.filters.values);
  if (phrases.length === 0) return null;
  return (
    <div className={lineStyle}>
      <p className={textStyle}>Filtered: {phrases.join(' · ')}</p>
      <Button size="sm" onClick={() => list.filters.apply({})}>
        <X size={16} aria-hidden />
        Clear filters
      </Button>
    </div>
  );
}
