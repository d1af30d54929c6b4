/** Small timing helpers for the benchmarks: medians of repeated runs after a warm-up. */
export function medianMs(run: () => unknown, repetitions = 15): number {
  for (let i = 0; i < 3; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < repetitions; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

export async function medianMsAsync(run: () => Promise<unknown>, repetitions = 15): Promise<number> {
  for (let i = 0; i < 3; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < repetitions; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

export interface BenchResult {
  name: string;
  value: number;
  unit: 'ms' | 'MB' | 'ratio';
  /** Absent for a figure printed for information only. */
  budget?: number;
}

export function report(results: readonly BenchResult[]): boolean {
  let ok = true;
  for (const result of results) {
    const value = result.unit === 'ratio' ? result.value.toFixed(2) : result.value.toFixed(1);
    if (result.budget === undefined) {
      console.log(`info ${result.name}: ${value} ${result.unit}`);
      continue;
    }
    const pass = result.value <= result.budget;
    ok &&= pass;
    console.log(
      `${pass ? 'ok  ' : 'OVER'} ${result.name}: ${value} ${result.unit} (budget ${result.budget} ${result.unit})`,
    );
  }
  return ok;
}
