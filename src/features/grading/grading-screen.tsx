import { Download, RefreshCw, Truck } from 'lucide-react';
import { css, cva, cx } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { downloadText } from '../../lib/csv';
import { formatDate, formatNumber } from '../../domain/format';
import {
  Button,
  Card,
  PageHeader,
  pageStyle,
  plainListStyle,
  ProgressTrack,
  StatTile,
  StatTiles,
  UnavailableButton,
  wideAndNarrowStyle,
} from '../../ui';
import {
  checkedPercent,
  GRADE_CSV_FILENAME,
  gradeCsv,
  GRADING_TILES,
  qaSummary,
  RETURNS_QA,
  SHIPMENT_STAGES,
  SHIPMENTS,
  stageStep,
  tileValue,
  type Shipment,
} from './grading-samples';

const listStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const rowHeadStyle = flex({ wrap: 'wrap', justify: 'space-between', align: 'baseline', columnGap: '3' });
const strongStyle = css({ fontWeight: 'semibold' });
const mutedStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const stepsStyle = css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '1', mt: '2' });
const stepRecipe = cva({
  base: { h: '1.5', borderRadius: 'full' },
  variants: { done: { true: { bg: 'chart.series1' }, false: { bg: 'chart.track' } } },
});

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const { step, of } = stageStep(shipment.stage);
  const delivered = shipment.stage === 'Delivered';
  return (
    <li>
      <div className={rowHeadStyle}>
        <span className={strongStyle}>
          {shipment.reference} · {shipment.grader}
        </span>
        <span className={mutedStyle}>
          {shipment.stage} (step {step} of {of})
        </span>
      </div>
      <div className={stepsStyle} aria-hidden="true">
        {SHIPMENT_STAGES.map((stage, index) => (
          <span key={stage} className={stepRecipe({ done: index < step })} />
        ))}
      </div>
      <p className={cx(mutedStyle, css({ mt: '1.5' }))}>
        {formatNumber(shipment.cards)} cards ·{' '}
        {delivered
          ? `Delivered ${formatDate(shipment.updatedOn)}`
          : `Updated ${formatDate(shipment.updatedOn)} · Expected ${formatDate(shipment.expectedOn)}`}
      </p>
    </li>
  );
}

/**
 * Grading & Returns (seed B §2 Static placeholder pages): sample figures, nothing is fetched. It says
 * so, and shows no 'Last refreshed' line: nothing here refreshes (issue 37, decision 0361).
 */
export default function GradingScreen() {
  return (
    <div className={pageStyle}>
      <PageHeader
        title="Grading & Returns"
        description="Sample figures for shipments and returns; nothing here is live data."
        actions={
          <>
            <UnavailableButton>
              <RefreshCw size={16} aria-hidden />
              Sync portals
            </UnavailableButton>
            <UnavailableButton>
              <Truck size={16} aria-hidden />
              Log shipment
            </UnavailableButton>
            <Button variant="primary" onClick={() => downloadText(GRADE_CSV_FILENAME, gradeCsv())}>
              <Download size={16} aria-hidden />
              Export grade CSV
            </Button>
          </>
        }
      />
      <StatTiles>
        {GRADING_TILES.map((tile) => (
          <StatTile
            key={tile.label}
            label={tile.label}
            value={tileValue(tile)}
            detail={tile.detail}
            headingLevel={2}
          />
        ))}
      </StatTiles>
      <div className={wideAndNarrowStyle}>
        <Card title="Shipment tracker" headingLevel={2}>
          <ul className={listStyle}>
            {SHIPMENTS.map((shipment) => (
              <ShipmentRow key={shipment.reference} shipment={shipment} />
            ))}
          </ul>
        </Card>
        <Card title="Returns QA per consignor" headingLevel={2}>
          <ul className={listStyle}>
            {RETURNS_QA.map((entry) => (
              <li key={entry.consignor}>
                <div className={rowHeadStyle}>
                  <span className={strongStyle}>{entry.consignor}</span>
                  <span className={mutedStyle}>
                    {formatNumber(entry.checked)} of {formatNumber(entry.returned)} checked
                  </span>
                </div>
                <ProgressTrack
                  percent={checkedPercent(entry)}
                  tone={entry.issues > 0 ? 'series2' : 'series3'}
                />
                <p className={cx(mutedStyle, css({ mt: '1' }))}>{qaSummary(entry)}</p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
