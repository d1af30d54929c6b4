import { describe, expect, test } from 'vitest';
import { submissionAddress, submissionLinkPath } from '../../src/domain/portal';

describe("a submission's printed address (decisions 0411, 0560)", () => {
  test('is the one address /s/{id} on this site, absolute', () => {
    expect(submissionLinkPath('121')).toBe('/s/121');
    expect(submissionAddress('https://office.example.com', '121', 'demo')).toBe(
      'https://office.example.com/s/121',
    );
  });

  test('made from API data it opens the API in a browser that never chose it', () => {
    expect(submissionAddress('https://office.example.com', '121', 'api')).toBe(
      'https://office.example.com/s/121?data=api',
    );
  });

  test('an id is one path segment, whatever it holds', () => {
    expect(submissionAddress('http://localhost:4173', '12/../admin', 'demo')).toBe(
      'http://localhost:4173/s/12%2F..%2Fadmin',
    );
  });
});
