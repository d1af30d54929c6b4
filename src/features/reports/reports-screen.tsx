import { css } from 'styled-system/css';
import { formatDollars } from '../../domain/format';
import {
  BarChart,
  Card,
  type ChartTone,
  PageHeader,
  pageStyle,
  ShareBars,
  Sparkline,
  StatTile,
  StatTiles,
  wideAndNarrowStyle,
} from '../../ui';
import { CHANNEL_MIX, headlines, KPIS, MONTHS } from './reports-samples';

const sectionTitleStyle = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });

const CHANNEL_TONES: readonly ChartTone[] = ['series1', 'series2', 'series3', 'series4'];

/** Reports & Insights (seed B §2 Static placeholder pages): sample figures drawn as small charts. */
export default function ReportsScreen() {
  const tiles = headlines();
  return (
    <div className={pageStyle}>
      <PageHeader
        title="Reports & Insights"
        description="Sample figures for January to June; nothing here is live data."
      />
      <StatTiles>
        {tiles.map((tile, index) => (
          <StatTile
            key={tile.label}
            label={tile.label}
            value={tile.value}
            detail={tile.detail}
            headingLevel={2}
          >
            <Sparkline values={tile.trend} label={tile.trendLabel} tone={CHANNEL_TONES[index] ?? 'series1'} />
          </StatTile>
        ))}
      </StatTiles>
      <div className={wideAndNarrowStyle}>
        <Card title="Revenue and payouts by month" headingLevel={2}>
          <BarChart
            title="Revenue and payouts by month"
            categories={MONTHS.map((month) => month.month)}
            series={[
              { name: 'Revenue', values: MONTHS.map((month) => month.revenue), tone: 'series1' },
              { name: 'Consignor payouts', values: MONTHS.map((month) => month.payouts), tone: 'series2' },
            ]}
            formatValue={formatDollars}
          />
        </Card>
        <Card title="Channel mix" headingLevel={2}>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '3' })}>
            Share of consignment sales by channel
          </p>
          <ShareBars
            parts={CHANNEL_MIX.map((channel, index) => ({
              ...channel,
              tone: CHANNEL_TONES[index] ?? 'series1',
            }))}
          />
        </Card>
      </div>
      <section aria-labelledby="kpis">
        <h2 id="kpis" className={sectionTitleStyle}>
          Key performance indicators
        </h2>
        <StatTiles compact>
          {KPIS.map((kpi) => (
            <StatTile key={kpi.label} label={kpi.label} value={kpi.value} detail={kpi.detail} compact>
              <Sparkline values={kpi.trend} label={kpi.trendLabel} />
            </StatTile>
          ))}
        </StatTiles>
      </section>
    </div>
  );
}
