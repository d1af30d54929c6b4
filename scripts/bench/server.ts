/**
 * `npm run bench -- --server` (issue 25 item 6): the real server process at 100,000 submissions and
 * 20,000 customers, driven over HTTP at concurrency 20. Reports p50/p95 of submission search,
 * customer search and the dashboard call (budget: p95 ≤ 50 ms per search), then a kill -9 check:
 * writes the server acknowledged before it was killed mid-burst must all be there after a restart.
 *
 * SQLite by default. With DATABASE_URL set the seeded SQLite file is copied into PostgreSQL with
 * `npm run db:copy` (the PostgreSQL engine's tool) and the server runs on it: one process, then two
 * instances behind a load balancer that sends each request to the one with the fewest in flight.
 *
 * `--only <text>` measures only the calls whose name contains the text (e.g. `--only returns`), and
 * skips the kill -9 check; `--single` sends each call one at a time instead and reports the server
 * process's CPU per call beside its time (and its PostgreSQL backends'), which a busy machine
 * disturbs far less than a p95 (SQLite serves one call at a time, so at concurrency 20 a p95 of
 * 50 ms leaves ~2 ms of CPU a call). Both are for working on one call on a shared machine.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIGRATIONS } from '../../server/db/migrations';
import { DATABASE_FILE, openDatabase } from '../../server/db/open';
import { queryBuilderOver } from '../../server/store/database';
import { recountAllConsignors } from '../../server/store/consignorReturns';
import { seedIfEmpty } from '../../server/store/seed';
import { loadBalancer } from './balancer';
import { CONCURRENCY, load, percentile, send } from './http-load';
import { durability } from './durability';
import { gradingAndAuditKinds, type Kind } from './grading-audit';
import { VOLUME, writeVolume } from './volume';
import { report, type BenchResult } from './measure';
import { freePort, newSubmission, type Running, signIn, startServer, stopped } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIZE = { submissions: 100_000, customers: 20_000 };
const NOW = new Date('2026-11-01T12:00:00Z');
/**
 * Measured requests per search: a p95 over 400 was the 20th-slowest of ~0.6 s of traffic, so one
 * stall of this shared machine decided it (PostgreSQL's one-instance p95 ranged 44–61 ms over four
 * runs); over 2,000 (~3 s) it repeats run to run. BENCH_REQUESTS lowers it on a busy machine.
 */
const SEARCHES_PER_KIND = Number(process.env.BENCH_REQUESTS) || 2_000;
/** The dashboard call takes ~0.1 s of the database's time: 200 give its p50 and p95. */
const DASHBOARD_CALLS = Math.min(200, SEARCHES_PER_KIND);
const SEARCH_BUDGET_MS = 50;
/**
 * Requests each instance serves before a search is measured: the budget is for a server in service,
 * which has compiled its hot paths. On PostgreSQL the server's own CPU per search falls from ~2.2 ms
 * to ~0.9 ms over its first ~2,400 requests while V8 optimizes, and the database's stays flat
 * (decision 0275). The warm-up's own p95 is reported beside the budgeted one.
 */
const WARM_UP_REQUESTS_PER_INSTANCE = 2_400;

/** `--only <text>`: the measured calls whose name contains it (any case), or null for all of them. */
function onlyFilter(argv: readonly string[]): string | null {
  const at = argv.indexOf('--only');
  if (at === -1) return null;
  const text = argv[at + 1]?.trim().toLowerCase();
  if (!text) throw new Error("--only needs a part of a call's name, e.g. --only returns");
  return text;
}
const ONLY = onlyFilter(process.argv);
const SINGLE = process.argv.includes('--single');
/** `--single`: calls sent one at a time to warm the server, then measured. */
const SINGLE_WARM_UP = 200;
const SINGLE_CALLS = 300;

/** The CPU a process has used so far, user and system (Linux: /proc, in clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // The fields after the command's name (which may hold spaces) start at its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU each PostgreSQL backend connected to this database has used so far, by process id: a
 * backend's title names its database ('postgres: <user> <database> <client> <state>'). Empty on
 * SQLite.
 */
function databaseCpuMs(databaseUrl: string | undefined): Map<number, number> {
  const used = new Map<number, number>();
  if (!databaseUrl) return used;
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ')[2] === database) {
        used.set(Number(entry), cpuMsOf(Number(entry)));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return used;
}

/** The CPU the backends used between two readings (one that closed meanwhile is left out). */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/**
 * `--single`: each chosen call one at a time, its time and the server process's CPU per call, and on
 * PostgreSQL its backends' beside it (the other half of a call's work there).
 */
async function singleCalls(running: Running, headers: Record<string, string>): Promise<void> {
  for (const [name, request] of measuredKinds(loadBalancer([running.origin]), headers)) {
    await load(SINGLE_WARM_UP, request, 1);
    const before = cpuMsOf(running.child.pid);
    const databaseBefore = databaseCpuMs(process.env.DATABASE_URL);
    const sorted = await load(SINGLE_CALLS, request, 1);
    const cpu = (cpuMsOf(running.child.pid) - before) / SINGLE_CALLS;
    const database = cpuBetween(databaseBefore, databaseCpuMs(process.env.DATABASE_URL)) / SINGLE_CALLS;
    console.log(
      `  ${name}, one at a time: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, server CPU ${cpu.toFixed(2)} ms a call` +
        (process.env.DATABASE_URL ? `, PostgreSQL CPU ${database.toFixed(2)} ms a call` : ''),
    );
  }
}

/**
 * Seeding 100,000 submissions takes a while: the seeded file is kept and copied for each run. Seeding
 * migrates it, so it is kept per schema (the last migration's number and name): a branch with other
 * migrations, or a newer one, seeds its own instead of taking a file whose schema it does not know.
 */
export async function seededFile(): Promise<string> {
  const schema = MIGRATIONS.at(-1);
  const cache = path.join(
    tmpdir(),
    `cgbo-bench-${SIZE.submissions}-${SIZE.customers}-${VOLUME.graderOrders}-${VOLUME.auditEntries}` +
      `-schema-${schema?.version ?? 0}-${(schema?.name ?? '').replace(/\W+/g, '-')}`,
  );
  const file = path.join(cache, DATABASE_FILE);
  if (existsSync(file)) return file;
  // Seeded beside it and renamed when done: a run stopped while seeding leaves no half-seeded file
  // that the next run would take for the whole volume.
  const seeding = `${cache}.seeding-${process.pid}`;
  rmSync(seeding, { recursive: true, force: true });
  mkdirSync(seeding, { recursive: true });
  console.log(`seeding ${SIZE.submissions} submissions and ${SIZE.customers} customers (once) …`);
  const started = performance.now();
  const db = await openDatabase(seeding, () => NOW);
  await seedIfEmpty(queryBuilderOver(db), { now: NOW, size: SIZE });
  const { cards } = writeVolume(db, NOW);
  // The orders went in as rows: the returns list's kept lines are counted from them (decision 0570).
  await recountAllConsignors(queryBuilderOver(db));
  console.log(
    `added ${VOLUME.graderOrders} grader orders (${cards} cards) and ${VOLUME.auditEntries} audit entries`,
  );
  db.pragma('optimize');
  db.close();
  rmSync(cache, { recursive: true, force: true });
  renameSync(seeding, cache);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

const SUBMISSION_TERMS = ['son', 'smith', '#4242', 'rush', 'ada', 'invoice', 'lee', '98765', 'mar', 'kim'];
const CUSTOMER_BODIES: Record<string, unknown>[] = [
  { lastName: 'son' },
  { name: 'ma' },
  { email: 'example' },
  { searchTerm: 'lee' },
  { smartList: 'active-clients' },
  { smartList: 'lapsed' },
  { lastName: 'smith', isActive: true },
  { city: 'spring' },
];

/** Every measured call (or those `--only` names), each with its budget; undefined for none. */
function measuredKinds(balancer: ReturnType<typeof loadBalancer>, headers: Record<string, string>): Kind[] {
  const post = (url: string, body: unknown) =>
    balancer.send((origin) =>
      // Each instance checks that a write-capable request comes from its own origin.
      send(`${origin}${url}`, {
        method: 'POST',
        headers: { ...headers, origin },
        body: JSON.stringify(body),
      }),
    );
  const kinds: Kind[] = [
    [
      'submission search',
      (index) =>
        post('/api/employee/submission/search', {
          pageNumber: 1 + (index % 5),
          pageSize: 20,
          isActive: true,
          search: SUBMISSION_TERMS[index % SUBMISSION_TERMS.length],
        }),
      SEARCH_BUDGET_MS,
    ],
    [
      'customer search',
      (index) =>
        post('/api/employee/customer/search', {
          pageNumber: 1,
          pageSize: 20,
          ...CUSTOMER_BODIES[index % CUSTOMER_BODIES.length],
        }),
      SEARCH_BUDGET_MS,
    ],
    ...gradingAndAuditKinds(balancer, headers, SEARCH_BUDGET_MS),
    [
      'dashboard call',
      () => balancer.send((origin) => send(`${origin}/api/employee/dashboard`, { headers })),
      undefined,
    ],
  ];
  const chosen = ONLY === null ? kinds : kinds.filter(([name]) => name.toLowerCase().includes(ONLY));
  if (chosen.length === 0) throw new Error(`no measured call's name contains "${ONLY ?? ''}"`);
  return chosen;
}

/**
 * The calls at concurrency 20. Given several origins (instances of the server over one database), a
 * load balancer sends each request to the one with the fewest in flight; each search is then measured
 * again with the instances taken in turn, reported beside (decision 0275).
 */
async function latencies(
  origins: readonly string[],
  headers: Record<string, string>,
  label = '',
): Promise<BenchResult[]> {
  const balancer = loadBalancer(origins);
  const chosen = measuredKinds(balancer, headers);
  const results: BenchResult[] = [];
  for (const [name, request, budget] of chosen) {
    // The slow dashboard call, not budgeted, warms with one request per connection.
    const warmUp = budget === undefined ? CONCURRENCY : WARM_UP_REQUESTS_PER_INSTANCE * origins.length;
    console.log(`  measuring ${name}${label} …`);
    const warming = await load(warmUp, request);
    if (budget !== undefined) {
      results.push({
        name: `${name} p95 (concurrency ${CONCURRENCY}${label}, first ${warmUp} requests, warming up)`,
        value: percentile(warming, 95),
        unit: 'ms',
      });
    }
    const sorted = await load(budget === undefined ? DASHBOARD_CALLS : SEARCHES_PER_KIND, request);
    // Each call's figures as it is measured: a run that breaks later still says what it measured.
    console.log(
      `  ${name}${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    );
    results.push({
      name: `${name} p50 (concurrency ${CONCURRENCY}${label})`,
      value: percentile(sorted, 50),
      unit: 'ms',
    });
    results.push({
      name: `${name} p95 (concurrency ${CONCURRENCY}${label})`,
      value: percentile(sorted, 95),
      unit: 'ms',
      ...(budget === undefined ? {} : { budget }),
    });
    if (budget !== undefined && origins.length > 1) {
      const inTurn = await balancer.under('round robin', () => load(SEARCHES_PER_KIND, request));
      results.push({
        name: `${name} p95 (concurrency ${CONCURRENCY}${label}, round robin)`,
        value: percentile(inTurn, 95),
        unit: 'ms',
      });
    }
  }
  results.push(...(await whileSaving(chosen, origins, headers, label)));
  return results;
}

/**
 * The searches again while another user saves a new submission back to back. Every save moves the
 * search version, so most totals are counted afresh instead of read from the totals cache (decision
 * 0274): what a search costs while the data keeps changing. Reported beside the budget, not against it.
 */
async function whileSaving(
  kinds: readonly Kind[],
  origins: readonly string[],
  headers: Record<string, string>,
  label: string,
): Promise<BenchResult[]> {
  let saving = true;
  let saves = 0;
  const saver = (async () => {
    while (saving) {
      const origin = origins[saves % origins.length] ?? '';
      const reply = await send(`${origin}/api/employee/submission`, {
        method: 'PUT',
        headers: { ...headers, origin },
        body: newSubmission('bench save'),
      });
      if (reply.status !== 201) throw new Error(`a save during the search bench failed: ${reply.status}`);
      saves += 1;
    }
  })();
  const results: BenchResult[] = [];
  try {
    for (const [name, request, budget] of kinds) {
      if (budget === undefined) continue;
      const sorted = await load(SEARCHES_PER_KIND, request);
      const what = `${name} p95 (concurrency ${CONCURRENCY}${label}, saving meanwhile)`;
      results.push({ name: what, value: percentile(sorted, 95), unit: 'ms' });
    }
  } finally {
    saving = false;
    await saver;
  }
  results.push({ name: `saves meanwhile${label}`, value: saves, unit: 'ratio' });
  return results;
}

export async function benchServer(): Promise<boolean> {
  const file = await seededFile();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cgbo-bench-run-'));
  try {
    copyFileSync(file, path.join(dataDir, DATABASE_FILE));
    if (process.env.DATABASE_URL) {
      const scripts = (
        JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
          scripts?: Record<string, string>;
        }
      ).scripts;
      if (!scripts?.['db:copy']) throw new Error('DATABASE_URL is set but this build has no db:copy');
      const copied = spawnSync('npm', ['run', 'db:copy', '--', '--to', process.env.DATABASE_URL], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: 'inherit',
      });
      if (copied.status !== 0) throw new Error('copying the data into PostgreSQL failed');
    }
    const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
    console.log(`server bench on ${engine}: ${SIZE.submissions} submissions, ${SIZE.customers} customers`);
    const port = Number(process.env.BENCH_PORT) || (await freePort());
    const running = await startServer(dataDir, port);
    let results: BenchResult[];
    try {
      if (SINGLE) {
        await singleCalls(running, await signIn(running.origin));
        return true;
      }
      results = await latencies([running.origin], await signIn(running.origin));
    } finally {
      running.child.kill('SIGTERM');
      await stopped(running.child);
    }
    if (process.env.DATABASE_URL) {
      // Two instances over the one PostgreSQL (issue 25 item 6), sharing the session made on the first.
      const pair = [await startServer(dataDir, port), await startServer(dataDir, await freePort())];
      try {
        const origins = pair.map((instance) => instance.origin);
        results.push(...(await latencies(origins, await signIn(origins[0] ?? ''), ', two instances')));
      } finally {
        for (const instance of pair) instance.child.kill('SIGTERM');
        await Promise.all(pair.map((instance) => stopped(instance.child)));
      }
    }
    if (ONLY === null) results.push(...(await durability(dataDir, port)));
    else console.log(`--only ${ONLY}: the kill -9 check is skipped`);
    return report(results);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
