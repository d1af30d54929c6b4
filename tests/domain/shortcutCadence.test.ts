import {
  AFTER_FIELD_MS,
  leaveField,
  pressKey,
  QUIET,
  quietAfter,
  TYPING_GAP_MS,
  type KeyCadence,
} from '../../src/domain/shortcutCadence';

/** Presses each key at its time; what acted as a shortcut and what became typing. */
function press(keys: ReadonlyArray<[string, number]>, start: KeyCadence = QUIET) {
  let cadence = start;
  const shortcuts: string[] = [];
  let typed = '';
  let lastAt = -Infinity;
  const settle = (now: number) => {
    // the held key's wait ran out before this key
    if (cadence.held && now - cadence.held.at >= TYPING_GAP_MS) {
      const quiet = quietAfter(cadence);
      cadence = quiet.cadence;
      if (quiet.shortcut) shortcuts.push(quiet.shortcut);
    }
  };
  for (const [key, at] of keys) {
    settle(at);
    const pressed = pressKey(cadence, key, at);
    cadence = pressed.cadence;
    if (pressed.decision.kind === 'typing') typed += pressed.decision.text;
    lastAt = at;
  }
  settle(lastAt + TYPING_GAP_MS);
  return { shortcuts, typed };
}

describe('letter shortcuts and typing (issue 37 item 1)', () => {
  it("types the issue's sentence at 80 ms a key: all of it is typing, no shortcut acts", () => {
    const sentence = 'Landscape scan; check surface under light.';
    const result = press([...sentence].map((key, index) => [key, 1000 + index * 80]));
    expect(result).toEqual({ shortcuts: [], typed: sentence });
  });

  it('keys a person picks one at a time act as shortcuts', () => {
    expect(
      press([
        ['d', 0],
        ['s', 900],
        ['n', 1600],
      ]),
    ).toEqual({ shortcuts: ['d', 's', 'n'], typed: '' });
  });

  it('two keys closer than a person picks shortcuts are typing, the first included', () => {
    expect(
      press([
        ['n', 0],
        ['o', TYPING_GAP_MS - 1],
      ]),
    ).toEqual({ shortcuts: [], typed: 'no' });
  });

  it('a key right after a click that left a field is typing; after a pause it is a shortcut again', () => {
    const left = leaveField(QUIET, 5000);
    expect(press([['h', 5000 + AFTER_FIELD_MS - 1]], left)).toEqual({ shortcuts: [], typed: 'h' });
    expect(press([['h', 5000 + AFTER_FIELD_MS]], left)).toEqual({ shortcuts: ['h'], typed: '' });
  });
});
