import axe from 'axe-core';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page (or inside `include`), as readable lines.
 * axe is injected once per document and asked for violations only: a walk that moves inside the app
 * checks each route in a fraction of what a fresh injection per check costs.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Evaluated as a whole by the browser's devtools protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    ({ include: selector, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      return run(selector ? { include: [[selector]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }).then((results) => results.violations as Violation[]);
    },
    { include, tags: TAGS },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
