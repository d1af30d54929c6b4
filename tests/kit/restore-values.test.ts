import { restoredFields } from '../../src/kit/restore-values';

test('restored values take the shape the form keeps each field in, and only the form’s fields', () => {
  const form = { phone: '555-0199', psaRegularCount: 4, canText: true, customerId: null, notes: '' };
  const restored = restoredFields(
    {
      at: '2026-11-27T10:42:00Z',
      values: {
        phone: '555-0100',
        psaRegularCount: 3,
        canText: false,
        customerId: 7,
        notes: null,
        isActive: true,
      },
    },
    form,
  );
  expect(restored).toEqual({
    phone: '555-0100',
    psaRegularCount: 3,
    canText: false,
    customerId: '7',
    notes: '',
  });
});
