import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naturalCompare, pairByName, placePick, sideFromName } from '../../src/domain/cardPairing';
import {
  compositeLayout,
  initialRotation,
  normaliseRotation,
  rotatedSize,
} from '../../src/domain/cardRotation';
import { overallProgress, progressByCard } from '../../src/domain/uploadProgress';

const neutralWord = fc.constantFrom('card', 'img', 'photo', 'scan', 'dsc', 'pic');
const name = (stem: string, n: number) => `${stem}${n}.jpg`;

describe('natural sort', () => {
  it('orders numbered names by their number, not their digits', () => {
    fc.assert(
      fc.property(neutralWord, fc.uniqueArray(fc.nat(10_000), { minLength: 2 }), (stem, numbers) => {
        const names = numbers.map((n) => name(stem, n));
        const sorted = [...names].sort(naturalCompare);
        expect(sorted).toEqual([...numbers].sort((a, b) => a - b).map((n) => name(stem, n)));
      }),
    );
  });

  it('is a total order: antisymmetric and consistent with equality', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(naturalCompare(a, a)).toBe(0);
        expect(Math.sign(naturalCompare(a, b)) + Math.sign(naturalCompare(b, a))).toBe(0);
        expect(naturalCompare(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('side keywords', () => {
  const frontWord = fc.constantFrom('front', 'Front', 'FRONT', 'hdr', 'obv', 'obverse', 'face');
  const backWord = fc.constantFrom('back', 'Back', 'rev', 'reverse', 'rear', 'REAR');
  const separator = fc.constantFrom('_', '-', ' ', '.', '');

  it('reads front and back words anywhere in the name', () => {
    fc.assert(
      fc.property(neutralWord, fc.nat(999), separator, frontWord, backWord, (stem, n, sep, f, b) => {
        expect(sideFromName(`${stem}${n}${sep}${f}.png`)).toBe('front');
        expect(sideFromName(`${f}${sep}${stem}${n}.png`)).toBe('front');
        expect(sideFromName(`${stem}${n}${sep}${b}.png`)).toBe('back');
      }),
    );
  });

  it('claims no side for neutral names, words inside other words, or both words at once', () => {
    expect(sideFromName('IMG_0001.jpg')).toBeNull();
    expect(sideFromName('surface-preview.jpg')).toBeNull();
    expect(sideFromName('front-back.jpg')).toBeNull();
    expect(sideFromName('card.back')).toBeNull(); // the extension is not part of the name
  });

  it('puts the named front first whatever the natural order', () => {
    fc.assert(
      fc.property(neutralWord, fc.nat(999), frontWord, backWord, (stem, n, f, b) => {
        const files = [`${stem}${n}_${b}.jpg`, `${stem}${n}_${f}.jpg`];
        const [card] = pairByName(files, (file) => file);
        expect(card).toEqual({ front: `${stem}${n}_${f}.jpg`, back: `${stem}${n}_${b}.jpg` });
      }),
    );
  });
});

describe('pairing', () => {
  it('uses every file once, two to a card, the odd one out as a front without a back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(500), { maxLength: 25 }), (numbers) => {
        const files = numbers.map((n) => name('scan', n));
        const cards = pairByName(files, (file) => file);
        expect(cards).toHaveLength(Math.ceil(files.length / 2));
        const used = cards.flatMap((card) => (card.back ? [card.front, card.back] : [card.front]));
        expect([...used].sort()).toEqual([...files].sort());
        const incomplete = cards.filter((card) => card.back === null);
        expect(incomplete).toHaveLength(files.length % 2);
        // the odd file out, if any, is the last card
        expect(incomplete).toEqual(files.length % 2 ? [cards.at(-1)] : []);
      }),
    );
  });

  it('pairs neighbours in natural order, earlier one in front, whatever order they were dropped in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([1, 2, 3, 4, 10, 11, 20, 21], { minLength: 8 }), (order) => {
        const cards = pairByName(
          order.map((n) => name('card', n)),
          (file) => file,
        );
        expect(cards.map((card) => [card.front, card.back])).toEqual([
          ['card1.jpg', 'card2.jpg'],
          ['card3.jpg', 'card4.jpg'],
          ['card10.jpg', 'card11.jpg'],
          ['card20.jpg', 'card21.jpg'],
        ]);
      }),
    );
  });
});

describe('rotation', () => {
  it('normalises any angle to 0–359, keeping the same direction', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (degrees) => {
        const turned = normaliseRotation(degrees);
        expect(turned).toBeGreaterThanOrEqual(0);
        expect(turned).toBeLessThan(360);
        expect(Object.is(turned, -0)).toBe(false);
        expect((((degrees - turned) % 360) + 360) % 360).toBe(0);
        expect(normaliseRotation(turned)).toBe(turned);
      }),
    );
  });

  it('reads nonsense as upright', () => {
    expect(normaliseRotation(Number.NaN)).toBe(0);
    expect(normaliseRotation(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('starts landscape images a quarter turn round and others upright', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9000 }), fc.integer({ min: 1, max: 9000 }), (w, h) => {
        expect(initialRotation(w, h)).toBe(w > h ? 90 : 0);
      }),
    );
  });

  it('swaps width and height on quarter turns only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.integer(),
        (w, h, k) => {
          const quarter = k * 90;
          const size = rotatedSize({ width: w, height: h }, quarter);
          expect(size).toEqual(Math.abs(k) % 2 === 1 ? { width: h, height: w } : { width: w, height: h });
        },
      ),
    );
  });
});

describe('composite layout', () => {
  const side = fc.record({
    width: fc.integer({ min: 1, max: 6000 }),
    height: fc.integer({ min: 1, max: 6000 }),
    rotation: fc.constantFrom(0, 90, 180, 270),
  });

  it('sets front and back side by side with zero gap, as tall as the taller one', () => {
    fc.assert(
      fc.property(side, side, (front, back) => {
        const layout = compositeLayout(front, back);
        const f = rotatedSize(front, front.rotation);
        const b = rotatedSize(back, back.rotation);
        expect(layout.width).toBe(f.width + b.width);
        expect(layout.height).toBe(Math.max(f.height, b.height));
        expect(layout.front.centreX * 2).toBe(f.width);
        expect(layout.back.centreX - b.width / 2).toBe(f.width);
        expect(layout.front.centreY).toBe(layout.height / 2);
      }),
    );
  });
});

describe('upload progress per card', () => {
  it('fills cards in order and ends with every card done', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (sizes, total, share) => {
          const fractions = progressByCard(sizes, share * total, total);
          for (let i = 1; i < fractions.length; i += 1) {
            // a later card never runs ahead of an earlier one
            expect(
              (fractions[i] ?? 0) > 0 && fractions[i - 1] !== 1,
              `card ${i} ahead of card ${i - 1}`,
            ).toBe(false);
          }
          expect(progressByCard(sizes, total, total).every((f) => f === 1)).toBe(true);
          expect(overallProgress(fractions)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('name rules across picks (issue 37)', () => {
  const byName = (file: string) => file;
  const sideOf = (file: string) => sideFromName(file);

  it('a waiting front takes its own back from a later pick, and the rest pair by their names', () => {
    // The example: 'charizard-front.png' alone, then three more in a second pick.
    const [waiting] = pairByName(['charizard-front.png'], byName);
    expect(waiting).toEqual({ front: 'charizard-front.png', back: null });

    const next = placePick(
      [waiting!],
      ['charizard-back.jpg', 'pikachu-back.png', 'pikachu-front.png'],
      byName,
    );
    expect([...next.completed]).toEqual([[0, { front: 'charizard-front.png', back: 'charizard-back.jpg' }]]);
    expect(next.added).toEqual([{ front: 'pikachu-front.png', back: 'pikachu-back.png' }]);
  });

  it('a waiting card takes nothing that is not its own other side', () => {
    const waiting = [{ front: 'charizard-front.png', back: null }];
    const next = placePick(waiting, ['pikachu-back.png', 'charizard-front2.png', 'scan7.jpg'], byName);
    expect(next.completed.size).toBe(0);
    expect(
      next.added
        .flatMap((card) => [card.front, card.back])
        .filter(Boolean)
        .sort(),
    ).toEqual(['charizard-front2.png', 'pikachu-back.png', 'scan7.jpg'].sort());
  });

  it('never pairs two backs or two fronts, whatever the names and pick order', () => {
    const stem = fc.constantFrom('charizard', 'pikachu', 'card1', 'card2', 'scan', 'IMG_0007');
    const side = fc.constantFrom('front', 'back', 'rev', 'obv', '');
    const file = fc
      .tuple(stem, side, fc.constantFrom('.jpg', '.png'))
      .map(([s, w, ext]) => (w ? `${s}-${w}${ext}` : `${s}${ext}`));
    fc.assert(
      fc.property(fc.uniqueArray(file, { maxLength: 12 }), fc.nat(12), (files, split) => {
        const first = pairByName(files.slice(0, split), byName);
        const next = placePick(first, files.slice(split), byName);
        const cards = [...first.map((card, index) => next.completed.get(index) ?? card), ...next.added];
        for (const card of cards) {
          if (card.front && card.back) {
            expect(
              sideOf(card.front) === 'back' || sideOf(card.back) === 'front',
              `${card.front}+${card.back}`,
            ).toBe(false);
          }
          if (!card.front) expect(card.back).not.toBeNull();
        }
        const used = cards.flatMap((card) => [card.front, card.back]).filter((f): f is string => f !== null);
        expect(used.sort()).toEqual([...files].sort());
      }),
    );
  });
});
