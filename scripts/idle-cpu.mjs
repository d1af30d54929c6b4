// How much of the machine's CPU nothing is using right now, read from Linux's /proc/stat.
import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, in clock ticks: idle (and waiting on the disk) and in all. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  return { idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), total: ticks.reduce((sum, tick) => sum + tick, 0) };
}

/**
 * The share of all cores that stayed idle over the next `ms` (0 to 1). Where /proc/stat cannot be read
 * (not Linux), 1: nothing is known to be running.
 */
export async function idleShare(ms = 1000) {
  try {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = cpuTimes();
    return (after.idle - before.idle) / Math.max(1, after.total - before.total);
  } catch {
    return 1;
  }
}
