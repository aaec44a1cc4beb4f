import { describe, expect, it } from 'vitest';
import { CARD_DECLINED, testCardOutcome } from './test-gateway';

/** The built-in test gateway's answer to a card number: Stripe's test cards and Stripe's messages. */

const INVALID = { kind: 'invalid', message: 'Your card number is invalid.' };
const INCOMPLETE = { kind: 'invalid', message: 'Your card number is incomplete.' };
const OTHER_CARD = { kind: 'declined', message: 'Your card was declined. This is the test gateway: use 4242 4242 4242 4242.' };

describe('testCardOutcome', () => {
  it.each(['4242424242424242', '4242 4242 4242 4242', '4242-4242-4242-4242', '  4242 4242-4242 4242  ', '4242\t4242 4242 4242'])(
    '4242… pays: %j',
    (cardNumber) => {
      expect(testCardOutcome(cardNumber)).toEqual({ kind: 'succeeded' });
    },
  );

  it.each(['4000000000000002', '4000 0000 0000 0002', '4000-0000-0000-0002'])('4000 0000 0000 0002 is declined with Stripe’s message: %j', (cardNumber) => {
    expect(testCardOutcome(cardNumber)).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(CARD_DECLINED).toBe('Your card was declined.');
  });

  it.each([
    ['another valid 16-digit card (Mastercard’s test number)', '5555 5555 5555 4444'],
    ['a valid 19-digit number', '4000 0000 0000 0000 006'],
  ])('declines %s, saying which card to use', (_label, cardNumber) => {
    expect(testCardOutcome(cardNumber)).toEqual(OTHER_CARD);
  });

  it.each([
    ['4242… with the last digit wrong (fails the Luhn check)', '4242 4242 4242 4241'],
    ['4000… with the last digit wrong', '4000 0000 0000 0003'],
    ['letters among the digits', '4242 4242 4242 424x'],
    ['only letters', 'abcd efgh ijkl mnop'],
    ['other punctuation', '4242.4242.4242.4242'],
    ['a Luhn-valid number of 20 digits', '40000000000000000002'],
  ])('refuses %s: "Your card number is invalid."', (_label, cardNumber) => {
    expect(testCardOutcome(cardNumber)).toEqual(INVALID);
  });

  it.each([
    ['nothing', ''],
    ['only spaces', '    '],
    ['a few digits', '4242'],
    ['15 digits', '4242 4242 4242 424'],
  ])('refuses %s: "Your card number is incomplete."', (_label, cardNumber) => {
    expect(testCardOutcome(cardNumber)).toEqual(INCOMPLETE);
  });
});
