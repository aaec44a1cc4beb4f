import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';

const texts = { failed: 'Failed to update', error: 'Error updating quantity' };

describe('failureMessage', () => {
  it("prefers the server's message", () => {
    expect(failureMessage({ status: 400, message: 'Only 3 left in stock' }, texts)).toBe('Only 3 left in stock');
  });

  it("says the action failed when the server answered without a message", () => {
    expect(failureMessage({ status: 500, message: '' }, texts)).toBe('Failed to update');
  });

  it('calls it an error when no answer came back', () => {
    expect(failureMessage({ status: 0, message: '' }, texts)).toBe('Error updating quantity');
  });
});
