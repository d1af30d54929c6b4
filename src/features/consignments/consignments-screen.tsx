import { ClipboardPlus, FileDown } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { formatNumber } from '../../domain/format';
import {
  Card,
  PageHeader,
  pageStyle,
  plainListStyle,
  StatTile,
  StatTiles,
  threeUpStyle,
  tileStyle,
  UnavailableButton,
  wideAndNarrowStyle,
} from '../../ui';
import {
  columnSummary,
  INTAKE_BOARD,
  INTAKE_TILES,
  intakeTileValue,
  KEY_REMINDERS,
  OUTBOUND_TIMELINE,
} from './consignment-samples';

const columnStyle = stack({ gap: '3', p: '3', borderRadius: 'md', bg: 'bg.subtle' });
const columnTitleStyle = css({ fontSize: 'sm', fontWeight: 'semibold' });
const mutedStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const stackStyle = cx(plainListStyle, css({ display: 'flex', flexDirection: 'column', gap: '3' }));
const lotStyle = cx(tileStyle, css({ bg: 'bg.surface' }));
const timelineStyle = cx(
  plainListStyle,
  stack({
    gap: '4',
    borderLeftWidth: 'thick',
    borderLeftStyle: 'solid',
    borderLeftColor: 'border.default',
    pl: '4',
  }),
);
const remindersStyle = stack({ gap: '2', pl: '5', listStyleType: 'disc', fontSize: 'sm' });

/**
 * Consignments (seed B §2 Static placeholder pages, 'Consignment intake'): sample content only. It says
 * so, and shows no 'Last refreshed' line: nothing here refreshes (issue 37, decision 0361).
 */
export default function ConsignmentsScreen() {
  return (
    <div className={pageStyle}>
      <PageHeader
        title="Consignments"
        description="A sample intake board; nothing here is live data."
        actions={
          <>
            <UnavailableButton variant="primary">
              <ClipboardPlus size={16} aria-hidden />
              Log consignment
            </UnavailableButton>
            <UnavailableButton>
              <FileDown size={16} aria-hidden />
              Export plan
            </UnavailableButton>
          </>
        }
      />
      <section aria-labelledby="consignment-intake">
        <h2 id="consignment-intake" className={css({ srOnly: true })}>
          Consignment intake
        </h2>
        <StatTiles>
          {INTAKE_TILES.map((tile) => (
            <StatTile
              key={tile.label}
              label={tile.label}
              value={intakeTileValue(tile)}
              detail={tile.detail}
            />
          ))}
        </StatTiles>
      </section>
      <Card title="Intake workflow" headingLevel={2}>
        <div className={threeUpStyle}>
          {INTAKE_BOARD.map((column) => (
            <section key={column.title} aria-label={column.title} className={columnStyle}>
              <div>
                <h3 className={columnTitleStyle}>{column.title}</h3>
                <p className={mutedStyle}>{columnSummary(column)}</p>
              </div>
              <ul className={stackStyle}>
                {column.cards.map((lot) => (
                  <li key={lot.consignor} className={lotStyle}>
                    <p className={css({ fontWeight: 'medium' })}>{lot.consignor}</p>
                    <p className={mutedStyle}>
                      {formatNumber(lot.cards)} cards · {lot.note}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>
      <div className={wideAndNarrowStyle}>
        <Card title="Outbound & staging" headingLevel={2}>
          <ol className={timelineStyle}>
            {OUTBOUND_TIMELINE.map((entry) => (
              <li key={entry.title}>
                <p className={mutedStyle}>{entry.when}</p>
                <p className={css({ fontWeight: 'medium' })}>{entry.title}</p>
                <p className={mutedStyle}>{entry.detail}</p>
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Key reminders" headingLevel={2}>
          <ul className={remindersStyle}>
            {KEY_REMINDERS.map((reminder) => (
              <li key={reminder}>{reminder}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
