// @vitest-environment node
// The server bench's load balancer: least outstanding requests passes over a busy instance; round
// robin does not.
import { describe, expect, it } from 'vitest';
import { loadBalancer } from '../../scripts/bench/balancer';

/** A request that stays in flight until `finish` is called, recording the instance it went to. */
function held(sentTo: string[]) {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    request: async (origin: string) => {
      sentTo.push(origin);
      await done;
      return origin;
    },
    finish: () => finish(),
  };
}

describe('the bench load balancer', () => {
  it('sends a request to the instance with the fewest in flight, ties in turn', async () => {
    const balancer = loadBalancer(['a', 'b']);
    const sentTo: string[] = [];
    const slow = held(sentTo);
    const inFlight = balancer.send(slow.request);
    // While 'a' is busy with the slow request, the quick ones go to 'b'; once it is done, ties go in turn.
    const quick = async (origin: string) => {
      sentTo.push(origin);
      return Promise.resolve(origin);
    };
    await balancer.send(quick);
    await balancer.send(quick);
    slow.finish();
    await inFlight;
    await balancer.send(quick);
    await balancer.send(quick);
    expect(sentTo).toEqual(['a', 'b', 'b', 'b', 'a']);
  });

  it('under round robin takes the instances in turn, busy or not, then goes back', async () => {
    const balancer = loadBalancer(['a', 'b']);
    const sentTo: string[] = [];
    const slow = held(sentTo);
    const inFlight = balancer.send(slow.request);
    await balancer.under('round robin', async () => {
      for (let n = 0; n < 3; n += 1) await balancer.send(async (origin) => sentTo.push(origin));
    });
    await balancer.send(async (origin) => sentTo.push(origin));
    slow.finish();
    await inFlight;
    expect(sentTo).toEqual(['a', 'b', 'a', 'b', 'b']);
  });
});
