import { NextResponse } from 'next/server';

/**
 * Every /api/* reply is `{ success, message, data? }`. A few documented calls carry extra top-level keys
 * (`coupons`, `payments`, `discountAmount`, `clientSecret`...), passed as `extra`.
 */
export type Envelope<T> = { success: boolean; message: string; data?: T } & Record<string, unknown>;

export function ok<T>(
  message: string,
  data?: T,
  options: { status?: number; extra?: Record<string, unknown>; headers?: HeadersInit } = {},
): NextResponse<Envelope<T>> {
  const body: Envelope<T> = { success: true, message, ...(data === undefined ? {} : { data }), ...options.extra };
  return NextResponse.json(body, { status: options.status ?? 200, headers: options.headers });
}

export function fail(status: number, message: string, headers?: HeadersInit): NextResponse<Envelope<never>> {
  return NextResponse.json({ success: false, message }, { status, headers });
}
