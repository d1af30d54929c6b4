import { render } from '@testing-library/react';
import { EmailText } from '../../src/ui';

test('a long email may wrap before the @ and after each dot, and reads as the address', () => {
  const { container } = render(<EmailText email="alexandra.montgomery-smith@fulfilment.example.com" />);
  expect(container).toHaveTextContent(/^alexandra\.montgomery-smith@fulfilment\.example\.com$/);
  // alexandra. | montgomery-smith | @fulfilment. | example. | com
  expect(container.querySelectorAll('wbr')).toHaveLength(4);
  expect(
    [...container.querySelector('span')!.childNodes].map((node) => node.textContent).filter(Boolean),
  ).toEqual(['alexandra.', 'montgomery-smith', '@fulfilment.', 'example.', 'com']);
});
