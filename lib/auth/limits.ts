import type { RateLimitRule } from './rate-limit';

/** How many attempts each account action allows, per client address and per e-mail address. */

const MINUTE = 60;

export const limits = {
  login: (ip: string, email: string): RateLimitRule[] => [
    { key: `login:ip:${ip}`, limit: 30, windowSeconds: 15 * MINUTE },
    { key: `login:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  register: (ip: string): RateLimitRule[] => [{ key: `register:ip:${ip}`, limit: 10, windowSeconds: 60 * MINUTE }],
  verifyEmail: (ip: string): RateLimitRule[] => [{ key: `verify-email:ip:${ip}`, limit: 20, windowSeconds: 15 * MINUTE }],
  forgotPassword: (ip: string, email: string): RateLimitRule[] => [
    { key: `forgot:ip:${ip}`, limit: 10, windowSeconds: 15 * MINUTE },
    { key: `forgot:email:${email}`, limit: 3, windowSeconds: 15 * MINUTE },
  ],
  verifyOtp: (ip: string, email: string): RateLimitRule[] => [
    { key: `otp:ip:${ip}`, limit: 20, windowSeconds: 15 * MINUTE },
    { key: `otp:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
};
