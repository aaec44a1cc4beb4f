import { NextResponse } from 'next/server';
import { withApi } from '@/lib/http';
import { listUserPayments } from '@/lib/payments/payments';

/** SPEC.md: the shopper's payments are returned directly, as a plain array (newest first). */
export const GET = withApi(async ({ session }) => NextResponse.json(await listUserPayments(session.user._id)), { access: 'user' });
