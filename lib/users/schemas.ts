import { z } from 'zod';
import { NAME_MESSAGE, personNameSchema } from '@/lib/i18n/person-name';

/**
 * Account input rules with their messages. The same schemas validate the API (route handlers) and the
 * forms (react-hook-form through @hookform/resolvers), so the shopper sees the server's message before sending.
 */

export { NAME_MESSAGE };
export const EMAIL_MESSAGE = 'Invalid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 8 chars, include uppercase, lowercase, number & special char';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match';
export const ALL_FIELDS_MESSAGE = 'All fields are required';
export const LOGIN_FIELDS_MESSAGE = 'Email and password are required';
export const OTP_FIELDS_MESSAGE = 'Both Email and OTP are required';
export const BOTH_FIELDS_MESSAGE = 'Both fields are required';

/** The special characters a new password must contain one of. */
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const hasSpecial = (value: string) => [...value].some((character) => SPECIAL_CHARACTERS.includes(character));

/** A required text field: missing, non-string or blank all give `requiredMessage`. */
const requiredText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage);

export const nameSchema = personNameSchema(ALL_FIELDS_MESSAGE);
export const emailSchema = (requiredMessage: string) =>
  requiredText(requiredMessage).max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)).transform((email) => email.toLowerCase());

/** Register: at least 8 characters with a lower-case and an upper-case letter, a digit and a special character. */
export const strongPasswordSchema = z
  .string({ error: ALL_FIELDS_MESSAGE })
  .min(1, ALL_FIELDS_MESSAGE)
  .max(128, 'Password must be at most 128 characters')
  .refine(
    (value) => value.length >= 8 && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && hasSpecial(value),
    PASSWORD_MESSAGE,
  );

export const registerSchema = z
  .object({
    name: nameSchema,
    email: emailSchema(ALL_FIELDS_MESSAGE),
    password: strongPasswordSchema,
    // The form sends it; API clients may leave it out.
    confirmPassword: z.string().optional(),
  })
  .refine((input) => input.confirmPassword === undefined || input.confirmPassword === input.password, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema(LOGIN_FIELDS_MESSAGE),
  password: z
    .string({ error: LOGIN_FIELDS_MESSAGE })
    .min(1, LOGIN_FIELDS_MESSAGE)
    .max(128, 'Password must be at most 128 characters'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const verifyEmailSchema = z.object({
  code: z.string({ error: 'Verification link is missing!' }).trim().min(1, 'Verification link is missing!').max(200, 'Invalid or expired link'),
});

export const forgotPasswordSchema = z.object({ email: emailSchema('Email is required') });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const verifyOtpSchema = z.object({
  email: emailSchema(OTP_FIELDS_MESSAGE),
  otp: requiredText(OTP_FIELDS_MESSAGE).regex(/^\d{6}$/, 'OTP must be 6 digits'),
});
export type VerifyOtpInput = z.input<typeof verifyOtpSchema>;

/** Reset password: the rules, checked and reported in this order. */
export const resetPasswordRules: { test: (value: string) => boolean; message: string }[] = [
  { test: (value) => value.length >= 8, message: 'Password must be at least 8 characters long' },
  { test: (value) => /[A-Z]/.test(value), message: 'Password must include at least one uppercase letter' },
  { test: (value) => /\d/.test(value), message: 'Password must include at least one number' },
  { test: hasSpecial, message: 'Password must include at least one special character' },
];

export const newPasswordSchema = z
  .string({ error: BOTH_FIELDS_MESSAGE })
  .min(1, BOTH_FIELDS_MESSAGE)
  .max(128, 'Password must be at most 128 characters')
  .superRefine((value, context) => {
    const broken = resetPasswordRules.find((rule) => !rule.test(value));
    if (broken) context.addIssue({ code: 'custom', message: broken.message });
  });

const newPasswordFields = {
  email: emailSchema(BOTH_FIELDS_MESSAGE),
  password: newPasswordSchema,
  confirmPassword: z.string().optional(),
};
const passwordsMatch = (input: { password: string; confirmPassword?: string }) =>
  input.confirmPassword === undefined || input.confirmPassword === input.password;
const PASSWORDS_MATCH = { message: PASSWORDS_DIFFER_MESSAGE, path: ['confirmPassword'] };

/** The new-password form; the reset grant is added from the recovery state when it is sent. */
export const newPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, PASSWORDS_MATCH);

export const resetPasswordSchema = z
  .object({
    ...newPasswordFields,
    // The grant verify-forgot-otp handed out; missing or wrong reads as an unverified OTP.
    resetToken: z.string({ error: 'Please verify your OTP first' }).min(1, 'Please verify your OTP first').max(200, 'Please verify your OTP first'),
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Profile: name as at registration; mobile optional (Sri Lankan or international digits). */
export const profileSchema = z.object({
  name: nameSchema,
  mobile: z
    .string()
    .trim()
    .max(20, 'Mobile must be 7-20 digits')
    .regex(/^\+?[0-9 -]{7,20}$/, 'Mobile must be 7-20 digits')
    .or(z.literal(''))
    .optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

export const roleSchema = z.object({
  role: z.enum(['USER', 'ADMIN'], { error: 'Role must be USER or ADMIN' }),
});
