import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  NAME_MESSAGE,
  nameSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordRules,
  newPasswordFormSchema,
  resetPasswordSchema,
  roleSchema,
  SPECIAL_CHARACTERS,
  verifyEmailSchema,
  verifyOtpSchema,
} from './schemas';

/** The first message a shopper would see for `input`, or null when it is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

const register = { name: 'Nimal Perera', email: 'nimal@example.com', password: 'Lanka#Shop2024', confirmPassword: 'Lanka#Shop2024' };

describe('registerSchema', () => {
  it('accepts a good registration and lower-cases the e-mail', () => {
    expect(registerSchema.parse({ ...register, email: ' Nimal@Example.COM ' }).email).toBe('nimal@example.com');
  });

  it.each([
    [{ name: 'Ab' }, null],
    [{ name: 'A'.repeat(50) }, null],
    [{ name: 'Nimal Kumara Perera' }, null],
    [{ name: 'A' }, NAME_MESSAGE],
    [{ name: 'A'.repeat(51) }, NAME_MESSAGE],
    [{ name: '' }, 'All fields are required'],
    [{ name: null }, 'All fields are required'],
    [{ email: 'a@b' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
    [{ password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' }, null],
    [{ password: 'Aa1!aaa', confirmPassword: 'Aa1!aaa' }, 'Password must be at least 8 chars, include uppercase, lowercase, number & special char'],
    [{ password: `Aa1!${'a'.repeat(125)}`, confirmPassword: `Aa1!${'a'.repeat(125)}` }, 'Password must be at most 128 characters'],
    [{ password: '' }, 'All fields are required'],
    [{ confirmPassword: 'Lanka#Shop2025' }, 'Passwords do not match'],
    [{ confirmPassword: undefined }, null],
  ])('%j → %s', (overrides, message) => {
    expect(firstMessage(registerSchema, { ...register, ...overrides })).toBe(message);
  });

  it.each([...SPECIAL_CHARACTERS])('counts %s as a special character', (special) => {
    const password = `Lanka${special}Shop1`;
    expect(firstMessage(registerSchema, { ...register, password, confirmPassword: password })).toBeNull();
  });
});

describe('a name in any script (nameSchema: register, profile; addresses use the same rule)', () => {
  it.each([
    ['Sinhala', 'තරුෂි පෙරේරා'],
    ['Sinhala with a conjunct (zero-width joiner)', 'ශ්‍රියානි සිල්වා'],
    ['Tamil', 'குமார் ராஜா'],
    ['initials', 'W. A. Perera'],
    ['a hyphen', 'Fathima Al-Rizwan'],
    ['an apostrophe', "Dilani D'Silva"],
    ['a typographic apostrophe', 'Dilani D’Silva'],
    ['two letters', 'Ab'],
    ['50 letters', 'A'.repeat(50)],
    ['50 Sinhala letters and marks', 'කා'.repeat(25)],
  ])('accepts %s: %s', (_, name) => {
    expect(nameSchema.parse(name)).toBe(name);
  });

  it('stores the NFC form, trimmed, with inner spaces collapsed', () => {
    const decomposed = 'Sene\u0301viratne'; // e + combining acute, as some keyboards send it
    expect(decomposed).not.toBe(decomposed.normalize('NFC'));
    expect(nameSchema.parse(`  ${decomposed}  \t Perera `)).toBe('Senéviratne Perera');
  });

  it.each([
    ['digits', 'Nimal 2'],
    ['an emoji', 'Nimal 😀'],
    ['markup', '<script>'],
    ['only punctuation', ". - '"],
    ['one letter', 'N'],
    ['51 letters', 'N'.repeat(51)],
    ['one letter padded with spaces', '  N  '],
    ['other symbols', 'Nimal & Sons'],
  ])('refuses %s: %s', (_, name) => {
    expect(firstMessage(nameSchema, name)).toBe(NAME_MESSAGE);
  });

  it('asks for the field when it is blank or missing', () => {
    expect(firstMessage(nameSchema, '   ')).toBe('All fields are required');
    expect(firstMessage(nameSchema, undefined)).toBe('All fields are required');
  });
});

describe('the new-password form checks its rules in order', () => {
  const reset = (password: unknown, confirmPassword?: unknown) =>
    firstMessage(newPasswordFormSchema, { email: 'nimal@example.com', password, confirmPassword });

  it.each([
    ['', 'Both fields are required'],
    [undefined, 'Both fields are required'],
    ['a', 'Password must be at least 8 characters long'],
    ['abcdefgh', 'Password must include at least one uppercase letter'],
    ['ABCDEFGH', 'Password must include at least one number'],
    ['ABCDEFG1', 'Password must include at least one special character'],
    ['ABCDEFG1!', null],
  ])('%j → %s', (password, message) => {
    expect(reset(password)).toBe(message);
  });

  it('reports a mismatch only when the password itself is fine', () => {
    expect(reset('abc', 'abd')).toBe('Password must be at least 8 characters long');
    expect(reset('Fresh$Start99', 'Fresh$Start98')).toBe('Passwords do not match');
    expect(reset('Fresh$Start99', 'Fresh$Start99')).toBeNull();
  });

  it('asks for the e-mail with the same "Both fields" message', () => {
    expect(firstMessage(newPasswordFormSchema, { password: 'Fresh$Start99' })).toBe('Both fields are required');
  });

  it('the reset call also needs the grant verify-forgot-otp handed out', () => {
    const form = { email: 'nimal@example.com', password: 'Fresh$Start99', confirmPassword: 'Fresh$Start99' };
    expect(firstMessage(resetPasswordSchema, form)).toBe('Please verify your OTP first');
    expect(firstMessage(resetPasswordSchema, { ...form, resetToken: '' })).toBe('Please verify your OTP first');
    expect(firstMessage(resetPasswordSchema, { ...form, resetToken: 'grant' })).toBeNull();
  });

  it('refuses passwords over 128 characters before hashing them', () => {
    expect(reset(`Aa1!${'x'.repeat(125)}`)).toBe('Password must be at most 128 characters');
  });

  it('has exactly the four rules', () => {
    expect(resetPasswordRules.map((rule) => rule.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must include at least one uppercase letter',
      'Password must include at least one number',
      'Password must include at least one special character',
    ]);
  });
});

describe('the other account schemas', () => {
  it.each([
    [loginSchema, {}, 'Email and password are required'],
    [loginSchema, { email: 'a@b.lk' }, 'Email and password are required'],
    [forgotPasswordSchema, {}, 'Email is required'],
    [forgotPasswordSchema, { email: '   ' }, 'Email is required'],
    [forgotPasswordSchema, { email: 'nope' }, 'Invalid email address'],
    [verifyOtpSchema, { email: 'a@b.lk' }, 'Both Email and OTP are required'],
    [verifyOtpSchema, { otp: '123456' }, 'Both Email and OTP are required'],
    [verifyOtpSchema, { email: 'a@b.lk', otp: ' 123456 ' }, null],
    [verifyOtpSchema, { email: 'a@b.lk', otp: '1234567' }, 'OTP must be 6 digits'],
    [verifyEmailSchema, {}, 'Verification link is missing!'],
    [verifyEmailSchema, { code: ' ' }, 'Verification link is missing!'],
    [roleSchema, { role: 'ADMIN' }, null],
    [roleSchema, { role: 'OWNER' }, 'Role must be USER or ADMIN'],
    [profileSchema, { name: 'Nimal Perera', mobile: '+94 77-123 4567' }, null],
    [profileSchema, { name: 'Nimal Perera', mobile: '' }, null],
    [profileSchema, { name: 'Nimal Perera', mobile: '07712345678901234567890' }, 'Mobile must be 7-20 digits'],
    [profileSchema, { mobile: '0771234567' }, 'All fields are required'],
  ] as [z.ZodType, unknown, string | null][])('%#: %j → %s', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
});
