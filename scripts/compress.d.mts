/** Writes .br and .gz siblings of dist's text files; returns how many files were compressed. */
export function compressDist(dist?: string): number;
