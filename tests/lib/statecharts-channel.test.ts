import { shareWhenAsked } from '../../src/lib/inspection/channel';
import type { RecordedActor } from '../../src/lib/inspection/recorder';
import { shareActors, watchOtherWindows, type ShareChannel } from '../../src/lib/inspection/share';

// Decision 0454: a Statecharts page in another window watches the working window's actors. A working
// window that reloads (or opens at a new address, `?fault=…`) while the page watches joins again.

const review = (notes: string): RecordedActor => ({
  sessionId: 'x:1',
  name: 'prescreenDraft',
  machineId: 'prescreenDraft',
  value: { reviewing: 'editing' },
  context: { notes },
  status: 'active',
  events: [],
  updatedAt: 1,
});

/** A window's recorded actors, as the recorder keeps them. */
function recorded(actors: readonly RecordedActor[]) {
  return { subscribe: () => () => {}, getSnapshot: () => actors };
}

const channels: BroadcastChannel[] = [];
const open = (name: string) => {
  const channel = new BroadcastChannel(name);
  channels.push(channel);
  return channel as unknown as ShareChannel;
};
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

test('a window opened while a Statecharts page watches shares its actors at once, masked', async () => {
  const analyst = watchOtherWindows(open('statecharts-join'), 'analyst');
  analyst.subscribe(() => {});
  // the working window (re)starts after the page asked
  const working = open('statecharts-join');
  shareWhenAsked(
    working,
    () => void shareActors(recorded([review('Whitening')]), working, 'working'),
    'working',
  );
  await vi.waitFor(() =>
    expect(analyst.getSnapshot().map((actor) => actor.name)).toEqual(['prescreenDraft']),
  );
  expect(analyst.getSnapshot()[0]?.context).toEqual({ notes: 'text(9)' });
  analyst.stop();
});

test('with no page watching, a window says only that it is here, and shares nothing', async () => {
  const listening = open('statecharts-quiet');
  const heard: unknown[] = [];
  listening.addEventListener('message', (event) => void heard.push(event.data));
  const startSharing = vi.fn();
  shareWhenAsked(open('statecharts-quiet'), startSharing, 'working');
  await vi.waitFor(() => expect(heard).toEqual([{ kind: 'here', from: 'working' }]));
  expect(startSharing).not.toHaveBeenCalled();
});
