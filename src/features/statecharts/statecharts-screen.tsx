import { Suspense, use, useMemo, useState, useSyncExternalStore } from 'react';
import { css, cx } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { hasAnyRole } from '../../domain/session';
import { connectSession } from '../../../machines/session';
import type { InspectionStore, ScreenProps } from '../../kit/services';
import type { RecordedActor } from '../../lib/inspection/recorder';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';
import {
  Card,
  EmptyState,
  LoadingState,
  listAndDetailStyle,
  navItemStyle,
  PageHeader,
  plainListStyle,
} from '../../ui';
import { isInspectionRequested } from '../../lib/inspection/inspect';
import { STATECHARTS_CHANNEL } from '../../lib/inspection/channel';
import { watchOtherWindows } from '../../lib/inspection/share';
import { DemoFaultsPanel } from './demo-faults-panel';
import { loadChart, MACHINE_NAMES } from './machine-charts';
import { MermaidChart } from './mermaid-chart';
import { highlightChart, liveActors, type ChartColours, type LiveActorView } from './statechart-view';

const CHART_NAMES = new Set(MACHINE_NAMES);

/** Without the app's recorder (a component test) no actor is live. */
const NOTHING_RECORDED: readonly RecordedActor[] = [];
const NOT_RECORDING: InspectionStore = {
  subscribe: () => () => undefined,
  getSnapshot: () => NOTHING_RECORDED,
  requestedByUrl: false,
};

/**
 * The actors other windows of the app share (decision 0454): open this page in a second window and it
 * shows the screens of the first, whose actors keep running. One watcher while the page's chunk lives.
 */
const otherWindows =
  typeof BroadcastChannel === 'undefined'
    ? null
    : watchOtherWindows(new BroadcastChannel(STATECHARTS_CHANNEL));
const noOtherWindows = () => NOTHING_RECORDED;

const machineListStyle = flex({
  direction: { base: 'row', lg: 'column' },
  wrap: { base: 'wrap', lg: 'nowrap' },
  gap: '1',
});
const machineButtonStyle = cx(
  navItemStyle,
  flex({ justify: 'space-between', align: 'center', gap: '2', w: { lg: 'full' }, py: '1.5' }),
);
const liveDotStyle = css({ fontSize: 'xs', color: 'fg.success', fontWeight: 'medium' });
const mainStyle = css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' });
const summaryStyle = css({ color: 'fg.muted', fontSize: 'sm', mb: '3' });
const stateStyle = css({ fontFamily: 'mono', fontSize: 'sm', color: 'accent.fg', fontWeight: 'semibold' });
const eventListStyle = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '3' });
const eventStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
  columnGap: '4',
  rowGap: '1',
  fontSize: 'sm',
  borderTop: 'default',
  pt: '2',
});
const contextStyle = css({ mt: '2', whiteSpace: 'pre-wrap' });
const codeStyle = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', color: 'fg.muted' });

/** The theme the shell applied (data-theme on <html>), followed as it changes. */
function useDarkTheme(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const observer = new MutationObserver(listener);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset.theme === 'dark',
  );
}

/** The design system's accent, resolved, for Mermaid's class definition (it cannot read CSS variables). */
function accentColours(): ChartColours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    fill: read('--colors-accent-default', '#1d4ed8'),
    stroke: read('--colors-accent-hover', '#1e40af'),
    text: read('--colors-fg-on-accent', '#ffffff'),
  };
}

const time = (at: number) => new Date(at).toLocaleTimeString('en-US', { hour12: false });

/**
 * Issue 26: the running app's machines as statecharts, for analysts (admins, or anyone who opened the
 * app with `?inspect`). Every machine's chart comes from the generated machine docs; each live actor's
 * current states are highlighted and its recent events listed, customer data masked as the inspector
 * masks it. Nothing leaves the page; `?inspect=stately` still connects the external inspector.
 */
export default function StatechartsScreen({ search }: ScreenProps) {
  const services = useServices();
  const roles = useView(services.session, connectSession, (session) => session.roles);
  const inspection = services.inspection ?? NOT_RECORDING;
  const allowed =
    hasAnyRole(roles, ['admin']) || inspection.requestedByUrl || isInspectionRequested(`?${search}`);
  const recorded = useSyncExternalStore(inspection.subscribe, inspection.getSnapshot);
  const shared = useSyncExternalStore(
    otherWindows?.subscribe ?? NOT_RECORDING.subscribe,
    otherWindows?.getSnapshot ?? noOtherWindows,
  );
  // another window's screen first: it is what an analyst opened this window to watch
  const actors = useMemo(() => liveActors([...shared, ...recorded], CHART_NAMES), [recorded, shared]);
  const [selected, setSelected] = useState('session');
  const dark = useDarkTheme();

  if (!allowed) {
    return (
      <section aria-labelledby="page-heading">
        <PageHeader title="Statecharts" />
        <EmptyState
          title="Statecharts are for analysts"
          description="Ask an admin, or open the app with ?inspect in its address."
          headingLevel={2}
        />
      </section>
    );
  }

  const chart = MACHINE_NAMES.includes(selected) ? selected : (MACHINE_NAMES[0] ?? '');
  const live = actors.filter((actor) => actor.machineId === chart);
  const liveCount = (name: string) => actors.filter((actor) => actor.machineId === name).length;

  return (
    <section aria-labelledby="page-heading">
      <PageHeader
        title="Statecharts"
        description="Every machine of the app, drawn from its generated docs. Live actors show their current state, recent events and context; what people typed and records hold is masked. Open this page in a second window to watch the screens you work on in the first."
      />
      <div className={cx(listAndDetailStyle, css({ mt: '6' }))}>
        <nav aria-label="Machines">
          <ul className={`${plainListStyle} ${machineListStyle}`}>
            {MACHINE_NAMES.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={machineButtonStyle}
                  aria-pressed={name === chart}
                  onClick={() => setSelected(name)}
                >
                  <span>{name}</span>
                  {liveCount(name) > 0 ? <span className={liveDotStyle}>{liveCount(name)} live</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={mainStyle}>
          <Card title={chart} headingLevel={2}>
            <Suspense fallback={<LoadingState message="Loading the chart…" />}>
              <ChartOf name={chart} current={live[0] ?? null} dark={dark} />
            </Suspense>
          </Card>
          {live.length === 0 ? (
            <p className={summaryStyle}>No {chart} actor is running right now.</p>
          ) : (
            live.map((actor) => <LiveActor key={actor.key} actor={actor} />)
          )}
          {services.demoFaults ? (
            <Suspense fallback={null}>
              <DemoFaultsPanel faults={services.demoFaults} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The machine's chart from its docs page, the first live actor's current states highlighted. */
function ChartOf({ name, current, dark }: { name: string; current: LiveActorView | null; dark: boolean }) {
  const chart = use(loadChart(name));
  if (!chart) return <p className={summaryStyle}>This machine has no chart in docs/machines.</p>;
  return (
    <>
      <p className={summaryStyle}>{chart.summary}</p>
      <MermaidChart
        text={highlightChart(chart.mermaid, current?.value ?? null, accentColours())}
        dark={dark}
        label={`Statechart of ${name}${current ? `, current state ${current.states.join(', ')}` : ''}`}
      />
    </>
  );
}

function LiveActor({ actor }: { actor: LiveActorView }) {
  return (
    <Card title={`Live: ${actor.name}${actor.otherWindow ? ' (another window)' : ''}`} headingLevel={3}>
      <p>
        Current state: <span className={stateStyle}>{actor.states.join(', ') || '—'}</span>
      </p>
      {actor.context ? (
        <details className={css({ mt: '3' })}>
          <summary className={css({ fontSize: 'sm', fontWeight: 'semibold', cursor: 'pointer' })}>
            Context (masked)
          </summary>
          <pre className={cx(codeStyle, contextStyle)}>{actor.context}</pre>
        </details>
      ) : null}
      <h4 className={css({ fontSize: 'sm', fontWeight: 'semibold', mt: '4' })}>Recent events</h4>
      {actor.events.length === 0 ? (
        <p className={summaryStyle}>None yet.</p>
      ) : (
        <ol className={`${plainListStyle} ${eventListStyle}`} aria-label={`Recent events of ${actor.name}`}>
          {actor.events.map((event) => (
            <li key={event.key} className={eventStyle}>
              <span>
                <span className={css({ fontFamily: 'mono', fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                  {event.type}
                </span>
                <span className={css({ display: 'block', color: 'fg.subtle', fontSize: 'xs' })}>
                  {time(event.at)}
                  {event.to ? ` → ${event.to}` : ''}
                </span>
              </span>
              <code className={codeStyle}>{event.payload}</code>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
