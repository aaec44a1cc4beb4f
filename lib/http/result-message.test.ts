import { describe, expect, it } from 'vitest';
import { resultMessage } from './result-message';

const texts = { failed: 'Failed to update', error: 'Error updating quantity' };

describe('resultMessage', () => {
  it("prefers the server's message", () => {
    expect(resultMessage({ status: 400, message: 'Only 3 left in stock' }, texts)).toBe('Only 3 left in stock');
    expect(resultMessage({ status: 200, message: 'Login successful!' }, 'Login successful')).toBe('Login successful!');
  });

  it("says the action failed when the server answered without a message", () => {
    expect(resultMessage({ status: 500, message: '' }, texts)).toBe('Failed to update');
  });

  it('calls it an error when no answer came back', () => {
    expect(resultMessage({ status: 0, message: '' }, texts)).toBe('Error updating quantity');
  });

  it("uses an action's single text whatever the status", () => {
    expect(resultMessage({ status: 0, message: '' }, 'Login failed')).toBe('Login failed');
    expect(resultMessage({ status: 201, message: '' }, 'Address added')).toBe('Address added');
    expect(resultMessage({}, 'Payment failed')).toBe('Payment failed');
  });
});
