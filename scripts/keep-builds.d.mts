export const KEPT_BUILDS: number;
export function afterBuild(
  history: ReadonlyArray<{ files: string[] }>,
  files: readonly string[],
  present: readonly string[],
  keep?: number,
): { builds: { files: string[] }[]; removed: string[] };
