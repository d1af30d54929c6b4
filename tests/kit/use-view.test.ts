import { createActor } from 'xstate';
import { connectDataMode, dataModeMachine } from '../../machines/dataMode';
import { connectNotifications, notificationsMachine } from '../../machines/notifications';
import { sameView } from '../../src/kit/use-view';

test('a rebuilt view-model with the same data is the same view; changed data is not', () => {
  const view = (rows: number[]) => ({ rows, table: { busy: false }, onPage: () => {} });
  const rows = [1, 2];
  expect(sameView(view(rows), view([1, 2]))).toBe(true);
  expect(sameView(view(rows), view([1, 3]))).toBe(false);
  expect(sameView({ busy: false }, { busy: true })).toBe(false);
  expect(sameView({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  // instances (files, dates) are compared by identity, not taken apart
  expect(sameView({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
});

test('the data-source switch offers personas in demo mode only, and its handlers change the mode', () => {
  const actor = createActor(dataModeMachine, { input: {} }).start();
  const view = () => connectDataMode(actor.getSnapshot(), actor.send);
  expect(view()).toMatchObject({ mode: 'mock', persona: 'admin', forced: false, choosesPersona: true });
  view().setPersona('employee');
  expect(view().persona).toBe('employee');
  view().setMode('api');
  expect(view()).toMatchObject({ mode: 'api', choosesPersona: false });
  actor.stop();
});

test('the toast view shows what is on screen, and dismissing by its button closes the toast', () => {
  const actor = createActor(notificationsMachine).start();
  const view = () => connectNotifications(actor.getSnapshot(), actor.send);
  expect(view().showing).toBe(false);
  actor.send({ type: 'toast.add', toast: { type: 'info', title: 'Saved', timeout: 0 } });
  const [toast] = view().toasts;
  expect(view().showing).toBe(true);
  view().dismiss(toast!.id);
  expect(view().toasts).toEqual([]);
  actor.stop();
});
