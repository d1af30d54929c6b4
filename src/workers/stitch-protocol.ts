import type { StitchJob } from './draw-composite';

export interface StitchRequest {
  id: number;
  job: StitchJob;
  format: 'avif' | 'jpeg';
}

export type StitchResponse =
  { id: number; ok: true; blob: Blob } | { id: number; ok: false; message: string };
