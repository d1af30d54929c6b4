// The load balancer in front of the server bench's instances (scripts/bench/server.ts).

export type BalancingPolicy = 'least outstanding' | 'round robin';

/**
 * Sends each request to one of several server instances.
 * - `least outstanding` (the default): the instance with the fewest requests in flight, ties taken in
 *   turn. This is nginx's `least_conn`, HAProxy's `leastconn` and an AWS load balancer's "least
 *   outstanding requests", and what the README recommends: searches differ in cost, and an instance
 *   busy with a slow one is passed over instead of queueing more behind it (decision 0275).
 * - `round robin`: in turn, whatever each instance is doing.
 */
export function loadBalancer(origins: readonly string[]) {
  const inFlight = origins.map(() => 0);
  let turn = 0;
  let policy: BalancingPolicy = 'least outstanding';
  const pick = () => {
    const first = turn % origins.length;
    turn += 1;
    if (policy === 'round robin') return first;
    let best = first;
    for (let step = 1; step < origins.length; step += 1) {
      const index = (first + step) % origins.length;
      if ((inFlight[index] ?? 0) < (inFlight[best] ?? 0)) best = index;
    }
    return best;
  };
  return {
    /** Runs one request against the instance the policy picks; answers the request's own answer. */
    async send<T>(request: (origin: string) => Promise<T>): Promise<T> {
      const index = pick();
      inFlight[index] = (inFlight[index] ?? 0) + 1;
      try {
        return await request(origins[index] ?? '');
      } finally {
        inFlight[index] = (inFlight[index] ?? 1) - 1;
      }
    },
    /** Runs `work` with another policy, then goes back to the one before. */
    async under<T>(other: BalancingPolicy, work: () => Promise<T>): Promise<T> {
      const before = policy;
      policy = other;
      try {
        return await work();
      } finally {
        policy = before;
      }
    },
  };
}
