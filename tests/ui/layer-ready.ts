import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits, as a keyboard or pointer user does, until a dialog that just opened has taken focus: Ark
 * registers its layer (the Escape listener, the pointer-events of layers below) in the frame after the
 * dialog renders and moves focus in once it has, so a key or click sent the instant it shows can land
 * before anything listens.
 */
export async function untilFocusIsIn(layer: HTMLElement) {
  await waitFor(() => expect(layer.contains(document.activeElement)).toBe(true));
}
