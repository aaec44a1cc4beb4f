import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { startRealtimeServer } from '@/lib/realtime/protocol-server';
import { realtimeSettings } from '@/lib/realtime/settings';
import { call, createUserAndLogIn, expectRefused } from '@/tests/api';
import { setupTestDatabase } from '@/tests/database';
import { setupTestEnv } from '@/tests/env';
import { authorizeChannel, connectRealtime, disconnectRealtimeClients, subscribed } from '@/tests/realtime';
import { POST as authRoute } from './route';

/**
 * POST /api/pusher/auth: pusher-js posts socket_id and channel_name (form-encoded) and gets Pusher's `{auth}`, the
 * signature that lets that socket listen on that channel, for its own user channel (and an admin also for the
 * admins' channel) only.
 */

setupTestEnv();
await setupTestDatabase();
const shopper = await createUserAndLogIn({ name: 'Kamal Silva' });
const other = await createUserAndLogIn({ name: 'Other Shopper' });
const admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Shop Admin' });
const settings = realtimeSettings(config());
const server = await startRealtimeServer({ appId: settings.appId, key: settings.key, secret: settings.secret, port: 0, host: '127.0.0.1' });

const FORBIDDEN = 'You may not subscribe to this channel';
const SOCKET_ID = '123456.7890123';

/** Pusher's private-channel signature: `<key>:<HMAC-SHA256 of "socket_id:channel" with the secret>`. */
function expectedAuth(socketId: string, channel: string): string {
  return `${settings.key}:${createHmac('sha256', settings.secret).update(`${socketId}:${channel}`).digest('hex')}`;
}

async function expectSigned(session: { token: string }, channel: string) {
  const reply = await authorizeChannel({ socket_id: SOCKET_ID, channel_name: channel }, { token: session.token });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ auth: expectedAuth(SOCKET_ID, channel) });
}

describe('POST /api/pusher/auth', () => {
  it('signs a USER’s own channel with the realtime secret', async () => {
    expect(settings.builtIn).toBe(!config().pusher);
    await expectSigned(shopper, `private-user-${shopper.id}`);
    await expectSigned(other, `private-user-${other.id}`);
  });

  it('refuses a USER another user’s channel, the admins’ channel and any other channel (403)', async () => {
    for (const channel of [`private-user-${other.id}`, 'private-admin', `private-user-${shopper.id}-x`, 'public-news', `presence-user-${shopper.id}`]) {
      expectRefused(await authorizeChannel({ socket_id: SOCKET_ID, channel_name: channel }, { token: shopper.token }), 403, FORBIDDEN);
    }
  });

  it('signs an admin’s own channel and the admins’ channel, not a shopper’s', async () => {
    await expectSigned(admin, 'private-admin');
    await expectSigned(admin, `private-user-${admin.id}`);
    expectRefused(await authorizeChannel({ socket_id: SOCKET_ID, channel_name: `private-user-${shopper.id}` }, { token: admin.token }), 403, FORBIDDEN);
  });

  it('works with a cookie session and its CSRF header (what the browser sends); without the header 403', async () => {
    const fields = { socket_id: SOCKET_ID, channel_name: `private-user-${shopper.id}` };
    expect((await authorizeChannel(fields, { cookies: shopper })).body).toEqual({ auth: expectedAuth(SOCKET_ID, fields.channel_name) });
    expectRefused(await authorizeChannel(fields, { cookies: { ...shopper, csrfHeader: false } }), 403, 'Invalid or missing CSRF token. Reload the page and try again.');
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await authorizeChannel({ socket_id: SOCKET_ID, channel_name: 'private-admin' }), 401, 'Please log in to continue');
    expectRefused(await authorizeChannel({ socket_id: SOCKET_ID, channel_name: `private-user-${shopper.id}` }, { token: 'forged' }), 401, 'Please log in to continue');
  });

  it.each([
    ['no socket_id', { channel_name: 'private-admin' }, 'socket_id is required'],
    ['a socket_id that is not Pusher’s', { socket_id: 'abc', channel_name: 'private-admin' }, 'socket_id is invalid'],
    ['a socket_id with a third part', { socket_id: '1.2.3', channel_name: 'private-admin' }, 'socket_id is invalid'],
    ['no channel_name', { socket_id: SOCKET_ID }, 'channel_name is required'],
    ['an empty channel_name', { socket_id: SOCKET_ID, channel_name: '' }, 'channel_name is required'],
    ['a channel_name over 164 characters', { socket_id: SOCKET_ID, channel_name: `private-user-${'x'.repeat(160)}` }, 'channel_name is invalid'],
  ])('refuses %s (400)', async (_case, fields, message) => {
    expectRefused(await authorizeChannel(fields, { token: admin.token }), 400, message);
  });

  it('refuses a JSON body (400): pusher-js posts a form', async () => {
    const reply = await call(authRoute, 'POST', '/api/pusher/auth', {
      json: { socket_id: SOCKET_ID, channel_name: 'private-admin' },
      token: admin.token,
    });
    expectRefused(reply, 400, 'Content-Type must be multipart/form-data');
  });
});

describe('with the built-in realtime server and pusher-js', () => {
  afterAll(async () => {
    disconnectRealtimeClients();
    await server.close();
  });

  it('the route’s signature opens the user’s own channel; another user’s and the admins’ stay closed', async () => {
    const client = connectRealtime(settings.key, server.port, shopper);
    expect(await subscribed(client, `private-user-${shopper.id}`)).toBe('subscribed');
    expect(await subscribed(client, `private-user-${other.id}`)).toBe('refused');
    expect(await subscribed(client, 'private-admin')).toBe('refused');
  });

  it('an admin’s client subscribes to the admins’ channel', async () => {
    expect(await subscribed(connectRealtime(settings.key, server.port, admin), 'private-admin')).toBe('subscribed');
  });
});
