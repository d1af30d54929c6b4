import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { PERSONAS, type DataMode } from '../../domain/session';
import { Select } from '../../ui';
import { PERSONA_LABELS } from '../personas';
import { useServices } from '../services';

const MODE_OPTIONS = [
  { value: 'mock', label: 'Mock data' },
  { value: 'api', label: 'API' },
] as const satisfies readonly { value: DataMode; label: string }[];

const PERSONA_OPTIONS = PERSONAS.map((persona) => ({ value: persona, label: PERSONA_LABELS[persona] }));

/** One of the switch's two selects: a few fixed choices, and only a listed one reaches `onChoose`. */
function SwitchSelect<Value extends string>(props: {
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChoose: (value: Value) => void;
}) {
  const { label, options, value, onChoose } = props;
  return (
    <div className={css({ w: '32' })}>
      <Select
        label={label}
        options={options}
        value={value}
        searchable={false}
        clearable={false}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChoose(chosen.value);
        }}
      />
    </div>
  );
}

/**
 * The data-source switch (seed A §2, §4): demo data or the server, and in demo mode the persona the demo
 * signs in as. Changing either re-runs session recovery; a build that forces the API shows it fixed.
 */
export default function DataSourceSwitch() {
  const { dataMode } = useServices();
  const mode = useSelector(dataMode, (snapshot) => snapshot.context.mode);
  const persona = useSelector(dataMode, (snapshot) => snapshot.context.persona);
  const forced = useSelector(dataMode, (snapshot) => snapshot.context.forcedApi);

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
      <SwitchSelect
        label="Data source"
        options={MODE_OPTIONS}
        value={mode}
        onChoose={(next) => dataMode.send({ type: 'dataMode.set', mode: next })}
      />
      {mode === 'mock' && (
        <SwitchSelect
          label="Persona"
          options={PERSONA_OPTIONS}
          value={persona}
          onChoose={(next) => dataMode.send({ type: 'dataMode.setPersona', persona: next })}
        />
      )}
    </div>
  );
}
