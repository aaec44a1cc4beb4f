import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './schemas';

const message = { name: 'Nimal Perera', email: 'nimal@example.com', subject: '', message: 'Where is my order?' };

/** The message under each field the shopper would see for `input`. */
function fieldMessages(input: unknown): Record<string, string> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactMessageSchema', () => {
  it('accepts a message without a subject', () => {
    expect(fieldMessages(message)).toEqual({});
  });

  it('names every missing required field, blank counting as missing; the subject stays optional', () => {
    expect(fieldMessages({ name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
  });

  it.each(['nimal', 'nimal@', 'nimal@example', 'nimal perera@example.com'])('refuses the e-mail %j', (email) => {
    expect(fieldMessages({ ...message, email })).toEqual({ email: 'Invalid email address' });
  });

  it('limits the lengths', () => {
    expect(
      fieldMessages({ ...message, name: 'n'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(2001) }),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      subject: 'Subject must be at most 150 characters',
      message: 'Message must be at most 2000 characters',
    });
  });
});
