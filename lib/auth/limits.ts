import 'server-only';
import { config } from '@/lib/config';
import type { RateLimitRule } from './rate-limit';

/**
 * How many attempts each account action allows, per client address and per e-mail address. The per-address
 * limits scale with RATE_LIMIT_ADDRESS_MULTIPLIER, for shops whose customers share addresses (carrier-grade NAT
 * of mobile networks) and for test runs whose browsers all come from one; the per-e-mail limits, which guard
 * each account, never do.
 */

const MINUTE = 60;
const perAddress = (limit: number) => limit * config().rateLimitAddressMultiplier;

export const limits = {
  login: (ip: string, email: string): RateLimitRule[] => [
    { key: `login:ip:${ip}`, limit: perAddress(30), windowSeconds: 15 * MINUTE },
    { key: `login:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  register: (ip: string, email: string): RateLimitRule[] => [
    { key: `register:ip:${ip}`, limit: perAddress(10), windowSeconds: 60 * MINUTE },
    { key: `register:email:${email}`, limit: 5, windowSeconds: 60 * MINUTE },
  ],
  verifyEmail: (ip: string): RateLimitRule[] => [{ key: `verify-email:ip:${ip}`, limit: perAddress(20), windowSeconds: 15 * MINUTE }],
  forgotPassword: (ip: string, email: string): RateLimitRule[] => [
    { key: `forgot:ip:${ip}`, limit: perAddress(10), windowSeconds: 15 * MINUTE },
    { key: `forgot:email:${email}`, limit: 3, windowSeconds: 15 * MINUTE },
  ],
  verifyOtp: (ip: string, email: string): RateLimitRule[] => [
    { key: `otp:ip:${ip}`, limit: perAddress(20), windowSeconds: 15 * MINUTE },
    { key: `otp:email:${email}`, limit: 10, windowSeconds: 15 * MINUTE },
  ],
  resetPassword: (ip: string, email: string): RateLimitRule[] => [
    { key: `reset:ip:${ip}`, limit: perAddress(10), windowSeconds: 15 * MINUTE },
    { key: `reset:email:${email}`, limit: 5, windowSeconds: 15 * MINUTE },
  ],
};
