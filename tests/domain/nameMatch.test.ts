import { describe, expect, it } from 'vitest';
import { matchesName, nameSearchWords } from '../../src/domain/nameMatch';

describe('names match the same way everywhere', () => {
  const ada = ['Ada', 'Lovelace'];

  it.each([
    ['a first name alone', 'ada', true],
    ['a last name alone', 'Lovelace', true],
    ['part of a first name', 'AD', true],
    ['first then last name', 'Ada Lovelace', true],
    ['last then first name', 'lovelace  ada', true],
    ['parts of both', 'ad love', true],
    ['a word in neither name', 'ada byron', false],
    ['a name that is not hers', 'grace', false],
    ['blank text', '   ', false],
  ])('%s (%j)', (_, text, expected) => {
    expect(matchesName(ada, text)).toBe(expected);
  });

  it('reads a missing name part as empty, and a full name as one part', () => {
    expect(matchesName([null, 'Hopper'], 'hopper')).toBe(true);
    expect(matchesName([undefined, 'Hopper'], 'grace')).toBe(false);
    expect(matchesName(['Mary Ann Evans'], 'evans mary')).toBe(true);
  });

  it('splits typed text into lower-cased words', () => {
    expect(nameSearchWords('  Mary\tAnn  EVANS ')).toEqual(['mary', 'ann', 'evans']);
    expect(nameSearchWords(undefined)).toEqual([]);
  });
});
