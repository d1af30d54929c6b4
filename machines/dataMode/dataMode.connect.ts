import type { SnapshotFrom } from 'xstate';
import type { dataModeMachine } from './dataMode.machine';
import type { DataMode, DataModeEvent, Persona } from './dataMode.types';

type Snapshot = SnapshotFrom<typeof dataModeMachine>;

/** What the data-source switch binds. */
export interface DataModeView {
  mode: DataMode;
  persona: Persona;
  /** The build forces the server: the switch shows it fixed. */
  forced: boolean;
  /** Personas are picked in demo mode only. */
  choosesPersona: boolean;
  setMode: (mode: DataMode) => void;
  setPersona: (persona: Persona) => void;
}

export function connectDataMode(snapshot: Snapshot, send: (event: DataModeEvent) => void): DataModeView {
  const { mode, persona, forcedApi } = snapshot.context;
  return {
    mode,
    persona,
    forced: forcedApi,
    choosesPersona: snapshot.matches('mock'),
    setMode: (next) => send({ type: 'dataMode.set', mode: next }),
    setPersona: (next) => send({ type: 'dataMode.setPersona', persona: next }),
  };
}
