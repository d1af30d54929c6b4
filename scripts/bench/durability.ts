// The kill -9 durability check of the server bench (issue 25 item 6): writes the server acknowledged
// before it was killed mid-burst must all be there after a restart.
import { CONCURRENCY } from './http-load';
import type { BenchResult } from './measure';
import { newSubmission, type Running, signIn, startServer, stopped } from './server-process';

/**
 * Creates submissions at concurrency 20 and kills the server with SIGKILL while they are in flight;
 * answers the ids of every creation the server acknowledged (201) before it died.
 */
async function burstThenKill(running: Running, headers: Record<string, string>): Promise<number[]> {
  const acknowledged: number[] = [];
  let killed = false;
  const worker = async () => {
    while (!killed) {
      try {
        const reply = await fetch(`${running.origin}/api/employee/submission`, {
          method: 'PUT',
          headers,
          body: newSubmission('durability check'),
        });
        const body = (await reply.json()) as { data?: unknown };
        const id = typeof body.data === 'number' ? body.data : Number((body.data as { id?: unknown })?.id);
        if (reply.status === 201 && Number.isInteger(id)) acknowledged.push(id);
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
  };
  const workers = Array.from({ length: CONCURRENCY }, worker);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  running.child.kill('SIGKILL');
  await stopped(running.child);
  killed = true;
  await Promise.all(workers);
  return acknowledged;
}

export async function durability(dataDir: string, port: number): Promise<BenchResult[]> {
  const first = await startServer(dataDir, port);
  const acknowledged = await burstThenKill(first, await signIn(first.origin));
  const second = await startServer(dataDir, port);
  const headers = await signIn(second.origin);
  let lost = 0;
  for (const id of acknowledged) {
    const reply = await fetch(`${second.origin}/api/employee/submission/${id}`, { headers });
    if (reply.status !== 200) lost += 1;
    await reply.arrayBuffer();
  }
  second.child.kill('SIGTERM');
  await stopped(second.child);
  return [
    { name: 'kill -9 mid-burst: writes acknowledged', value: acknowledged.length, unit: 'ratio' as const },
    {
      name: 'kill -9 mid-burst: acknowledged writes lost after restart',
      value: lost,
      unit: 'ratio',
      budget: 0,
    },
  ];
}
