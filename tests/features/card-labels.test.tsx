import { screen, within } from '@testing-library/react';
import { renderApp, signedIn } from './render-app';
import { readQrCode } from '../ui/qr-image';

// Issue 39 item 9 and issue 40: each card's label carries a QR code of its submission's one address,
// read here from the drawn modules as a phone reads the printed sheet (decision 0550).
describe('card labels', () => {
  it("print a code on every label that opens the card's submission", async () => {
    await renderApp('/grading/1/labels', { stored: signedIn('employee') });
    // The page's copy (the print sheet beside it is hidden on screen by the stylesheet jsdom lacks).
    const main = within(await screen.findByRole('main'));
    const sheet = await main.findByRole('list', { name: /^Card labels for / });
    const labels = within(sheet).getAllByRole('listitem');
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      const submission = /Submission #(\d+)/.exec(label.textContent ?? '')?.[1];
      expect(submission).toBeDefined();
      const code = within(label).getByRole('img', { name: `Scan code for submission #${submission}` });
      if (!(code instanceof SVGSVGElement)) throw new Error('the QR code is not drawn as SVG');
      expect(readQrCode(code)).toBe(new URL(`/s/${submission}`, window.location.origin).href);
    }
  });
});
