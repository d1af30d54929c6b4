import { use, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import type { ArmedStatus, DemoFaultControls } from '../../kit/services';
import { Button, Card, NativeSelect, plainListStyle } from '../../ui';

const rowStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });
const selectStyle = css({ flex: '1', minW: '0', flexBasis: '64' });
const noteStyle = css({ color: 'fg.muted', fontSize: 'sm' });
const armedStyle = css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '3', fontSize: 'sm' });
const codeStyle = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' });

const when = (at: number) => (at === 1 ? 'the next call' : `call ${at} from now`);
const how = (status: ArmedStatus) => (status === 'hang' ? 'no answer' : `HTTP ${status}`);

/**
 * QA's switches for the demo (decision 0452): arm one, then do what the hand-off's step says, and that
 * call fails as the server would fail it. The same switches answer `?fault=name` in the address.
 */
export function DemoFaultsPanel({
  faults,
  headingLevel = 2,
}: {
  faults: DemoFaultControls;
  headingLevel?: 2 | 3;
}) {
  const armed = useSyncExternalStore(faults.subscribe, faults.armed);
  const switches = use(faults.switches());
  const names = Object.keys(switches);
  const options = names.map((name) => ({ value: name, label: `${switches[name]} (${name})` }));
  const [chosen, setChosen] = useState(names.find((name) => name === 'prescreening.saveCard') ?? names[0]!);
  return (
    <Card title="Demo faults" headingLevel={headingLevel}>
      <p className={noteStyle}>
        Makes one call of the demo data fail as the server would, to stage a failure from the test paths. The
        address does the same: <code className={codeStyle}>?fault=prescreening.saveCard</code>.
      </p>
      <div className={rowStyle}>
        <div className={selectStyle}>
          <NativeSelect label="Call to fail" options={options} value={chosen} onValueChange={setChosen} />
        </div>
        <Button variant="secondary" onClick={() => faults.arm({ name: chosen })}>
          Fail the next call
        </Button>
        <Button variant="ghost" disabled={armed.length === 0} onClick={() => faults.clear()}>
          Clear faults
        </Button>
      </div>
      {armed.length === 0 ? (
        <p className={`${noteStyle} ${css({ mt: '3' })}`}>No fault armed: every call goes through.</p>
      ) : (
        <ul className={`${plainListStyle} ${armedStyle}`} aria-label="Armed faults">
          {armed.map((fault, index) => (
            <li key={`${fault.name}-${index}`}>
              <span className={codeStyle}>{fault.name}</span> fails {when(fault.at)} ({how(fault.status)})
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
