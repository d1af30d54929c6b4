import { css } from 'styled-system/css';
import { PERSONAS, type DataMode, type Persona } from '../../domain/session';
import { NativeSelect } from '../../ui';
import { PERSONA_LABELS } from '../personas';
import { connectDataMode } from '../../../machines/dataMode';
import { useServices } from '../../kit/services';
import { useView } from '../../kit/use-view';

const MODE_OPTIONS = [
  { value: 'mock', label: 'Mock data' },
  { value: 'api', label: 'API' },
] as const satisfies readonly { value: DataMode; label: string }[];

const PERSONA_OPTIONS: readonly { value: Persona; label: string }[] = PERSONAS.map((persona) => ({
  value: persona,
  label: PERSONA_LABELS[persona],
}));

/**
 * The data-source switch (seed A §2, §4): demo data or the server, and in demo mode the persona the demo
 * signs in as. Changing either re-runs session recovery; a build that forces the API shows it fixed.
 */
export default function DataSourceSwitch() {
  const { dataMode } = useServices();
  const { mode, persona, forced, choosesPersona, setMode, setPersona } = useView(dataMode, connectDataMode);

  if (forced) {
    return (
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })} title="This build always uses the server.">
        Data source: API
      </p>
    );
  }
  return (
    <div
      role="group"
      aria-label="Data source"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end' })}
    >
      <div className={css({ w: '32' })}>
        <NativeSelect label="Data source" options={MODE_OPTIONS} value={mode} onValueChange={setMode} />
      </div>
      {choosesPersona && (
        <div className={css({ w: '32' })}>
          <NativeSelect
            label="Persona"
            options={PERSONA_OPTIONS}
            value={persona}
            onValueChange={setPersona}
          />
        </div>
      )}
    </div>
  );
}
