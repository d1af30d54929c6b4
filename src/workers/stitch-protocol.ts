import type { StitchJob } from './draw-composite';

/** One composite to make. */
export interface StitchRequest {
  id: number;
  job: StitchJob;
  format: 'avif' | 'jpeg';
}

/** Load the encoder now, before any composite is asked for; the worker answers `{ warmed: true }`. */
export interface WarmRequest {
  warm: true;
}

export type StitchResponse =
  { id: number; ok: true; blob: Blob } | { id: number; ok: false; message: string };

export type WorkerMessage = StitchRequest | WarmRequest;
export type WorkerReply = StitchResponse | { warmed: true };
