import type { DataMode, Persona } from '../../src/domain/session';

export interface DataModeContext {
  mode: DataMode;
  /** The demo persona; only meaningful in mock mode (kept while in api mode). */
  persona: Persona;
  /** True when the build flag forces api mode: mode changes are ignored. */
  forcedApi: boolean;
}

export interface DataModeInput {
  /** The stored choice, if any (defaults to mock). */
  storedMode?: DataMode | null;
  /** The stored demo persona, if any (defaults to admin). */
  storedPersona?: Persona | null;
  /** The build flag that forces api mode. */
  forceApi?: boolean;
}

export type DataModeEvent =
  { type: 'dataMode.set'; mode: DataMode } | { type: 'dataMode.setPersona'; persona: Persona };

/** Params of `persistDataMode` and `notifyModeChanged`. */
export interface DataModeChange {
  mode: DataMode;
  persona: Persona;
}

export type { DataMode, Persona };
