import { describe, expect, it } from 'vitest';
import type { CardGrade, PrescreenRecommendation } from '../../src/domain/catalogue';
import {
  decodePrescreenNotes,
  encodePrescreenNotes,
  extendStroke,
  gradeOptions,
  prescreenCardTitle,
  recommendationLabel,
  recommendationOptions,
  startStroke,
} from '../../src/domain/prescreenNotes';

const stroke = {
  color: 'orange',
  width: 2,
  points: [
    { x: 0.1, y: 0.2 },
    { x: 0.3, y: 0.4 },
  ],
};

describe('prescreen notes and markup (seed B §3, §5)', () => {
  it('round-trips typed notes with a drawing as one JSON text', () => {
    const notes = encodePrescreenNotes('Soft corner', [stroke]);
    expect(JSON.parse(notes ?? '')).toEqual({ text: 'Soft corner', markup: [stroke] });
    expect(decodePrescreenNotes(notes)).toEqual({ text: 'Soft corner', markup: [stroke] });
  });

  it('saves plain notes as typed when there is no drawing, and nothing as null', () => {
    expect(encodePrescreenNotes('Clean surface', [])).toBe('Clean surface');
    expect(encodePrescreenNotes('', [])).toBeNull();
    expect(decodePrescreenNotes('Clean surface')).toEqual({ text: 'Clean surface', markup: [] });
  });

  it('reads malformed or foreign JSON as the notes text', () => {
    expect(decodePrescreenNotes('{not json')).toEqual({ text: '{not json', markup: [] });
    expect(decodePrescreenNotes('{"a":1}')).toEqual({ text: '{"a":1}', markup: [] });
  });

  it('drops points outside the image and strokes left empty, filling the stroke defaults', () => {
    const raw = JSON.stringify({
      text: 'x',
      markup: [
        {
          points: [
            { x: 1.2, y: 0.5 },
            { x: 0.5, y: 0.5 },
            { x: -0.1, y: 0 },
          ],
        },
        { color: 'red', width: 40, points: [{ x: 2, y: 2 }] },
      ],
    });
    expect(decodePrescreenNotes(raw).markup).toEqual([
      { color: 'orange', width: 2, points: [{ x: 0.5, y: 0.5 }] },
    ]);
    expect(encodePrescreenNotes('', [{ color: 'orange', width: 2, points: [{ x: 3, y: 3 }] }])).toBeNull();
  });

  it('adds a point only after it moved more than 0.0015 of the image, and never outside it', () => {
    const start = startStroke({ x: 0.5, y: 0.5 });
    expect(start).toEqual({ color: 'orange', width: 2, points: [{ x: 0.5, y: 0.5 }] });
    expect(extendStroke(start, { x: 0.501, y: 0.501 }).points).toHaveLength(1);
    expect(extendStroke(start, { x: 0.502, y: 0.5 }).points).toHaveLength(2);
    expect(extendStroke(start, { x: 1.01, y: 0.5 }).points).toHaveLength(1);
    expect(startStroke({ x: 0, y: 0 }, 20).width).toBe(12);
  });
});

describe('prescreen dropdowns (seed B §9)', () => {
  const recommendation = (id: string, name: string, isActive = true): PrescreenRecommendation => ({
    id,
    name,
    description: null,
    isActive,
  });
  const grade = (
    id: string,
    company: 0 | 1,
    score: string,
    name: string | null,
    isActive = true,
  ): CardGrade => ({
    id,
    gradingCompany: company,
    score,
    code: score,
    name,
    sortOrder: 0,
    isActive,
  });

  it('lists active recommendations only, by name, with the fallback label', () => {
    const options = recommendationOptions([
      recommendation('2', 'Hold for review'),
      recommendation('3', 'Do not submit', false),
      recommendation('4', ''),
    ]);
    expect(options).toEqual([
      { value: 2, label: 'Hold for review' },
      { value: 4, label: 'Recommendation 4' },
    ]);
    expect(recommendationLabel(options, 3)).toBe('Recommendation 3');
  });

  it('lists active Home office grades, the score as the value, highest first', () => {
    const options = gradeOptions([
      grade('1', 0, '9', 'Mint'),
      grade('2', 0, '10', 'Gem Mint'),
      grade('3', 1, '10', null),
      grade('4', 0, '8', 'Near mint', false),
    ]);
    expect(options).toEqual([
      { value: 10, label: '10 · Gem Mint' },
      { value: 9, label: '9 · Mint' },
    ]);
  });

  it("titles a card by AI title, then description, then 'Card'", () => {
    expect(prescreenCardTitle({ aiTitle: 'Charizard', description: 'Holo' })).toBe('Charizard');
    expect(prescreenCardTitle({ aiTitle: ' ', description: 'Holo' })).toBe('Holo');
    expect(prescreenCardTitle({ aiTitle: null, description: '' })).toBe('Card');
  });
});
