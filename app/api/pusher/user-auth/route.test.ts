import { createHmac } from 'node:crypto';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { DELETE as deleteUserRoute } from '@/app/api/user/delete/[id]/route';
import { POST as logoutRoute } from '@/app/api/user/logout/route';
import { PUT as roleRoute } from '@/app/api/user/role/[id]/route';
import { codeExpiry, hashCode, newLinkCode } from '@/lib/auth/codes';
import { config } from '@/lib/config';
import { ADMIN_CHANNEL, ADMIN_EVENT, USER_EVENT, userChannel } from '@/lib/realtime/channels';
import { startRealtimeServer } from '@/lib/realtime/protocol-server';
import { pusherServer } from '@/lib/realtime/pusher-server';
import { realtimeSettings } from '@/lib/realtime/settings';
import { changeRole } from '@/lib/users/manage-users';
import { resetPassword } from '@/lib/users/password-reset';
import { call, createUserAndLogIn, expectRefused } from '@/tests/api';
import { setupTestDatabase } from '@/tests/database';
import { setupTestEnv } from '@/tests/env';
import { authenticateUser, authorizeChannel, connectRealtime, disconnectRealtimeClients, rawSocket, subscribed } from '@/tests/realtime';
import { closedPort } from '@/tests/smtp';

/**
 * POST /api/pusher/user-auth: pusher-js's sign-in (`pusher.signin()`) binds a socket to the signed-in user, so that
 * when one of the user's rights ends (role change, logout, deletion) the realtime server closes their sockets and
 * pusher-js must be authorised again, with the rights the user has now.
 */

// The app triggers (and terminates) at REALTIME_PORT: the server below listens there.
const port = await closedPort();
process.env.REALTIME_PORT = String(port);
for (const name of ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET', 'PUSHER_CLUSTER', 'PUSHER_HOST', 'PUSHER_PORT']) delete process.env[name];
setupTestEnv();
const { prisma } = await setupTestDatabase();
const settings = realtimeSettings(config());
const server = await startRealtimeServer({ appId: settings.appId, key: settings.key, secret: settings.secret, port, host: '127.0.0.1' });
const boss = await createUserAndLogIn({ role: 'ADMIN', name: 'Head Admin' });

const SOCKET_ID = '123456.7890123';

afterAll(async () => {
  disconnectRealtimeClients();
  await server.close();
});

describe('POST /api/pusher/user-auth', () => {
  it('signs the caller’s own id, role and session end for the socket (Pusher user authentication)', async () => {
    const shopper = await createUserAndLogIn();
    const reply = await authenticateUser({ socket_id: SOCKET_ID }, { token: shopper.token });
    expect(reply.status).toBe(200);
    const { exp } = JSON.parse((reply.body as unknown as { user_data: string }).user_data) as { exp: number };
    // A session lives 7 days from login.
    expect(exp - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);
    const userData = JSON.stringify({ id: shopper.id, role: 'USER', exp });
    const signature = createHmac('sha256', settings.secret).update(`${SOCKET_ID}::user::${userData}`).digest('hex');
    expect(reply.body).toEqual({ auth: `${settings.key}:${signature}`, user_data: userData });
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await authenticateUser({ socket_id: SOCKET_ID }), 401, 'Please log in to continue');
  });

  it.each([
    ['no socket_id', {}, 'socket_id is required'],
    ['a socket_id that is not Pusher’s', { socket_id: 'abc' }, 'socket_id is invalid'],
  ])('refuses %s (400)', async (_case, fields, message) => {
    const shopper = await createUserAndLogIn();
    expectRefused(await authenticateUser(fields, { token: shopper.token }), 400, message);
  });
});

/** The account's password reset, with the grant verify-forgot-otp hands out (lib/users/password-reset.ts). */
async function resetPasswordOf(user: { id: string; email: string }) {
  const resetToken = newLinkCode();
  await prisma.verificationCode.create({
    data: { userId: user.id, purpose: 'PASSWORD_RESET', codeHash: hashCode(resetToken), expiresAt: codeExpiry(), verifiedAt: new Date() },
  });
  await resetPassword({ email: user.email, password: 'Fresh$Start99', resetToken }, '192.0.2.10');
}

/** Resolves with the next answer the server gives the client's subscription to `channel` (after a reconnect). */
function nextSubscriptionAnswer(client: PusherClient, channel: string): Promise<'subscribed' | 'refused'> {
  return new Promise((resolve) => {
    client.channel(channel).bind('pusher:subscription_succeeded', () => resolve('subscribed'));
    client.channel(channel).bind('pusher:subscription_error', () => resolve('refused'));
  });
}

/** Resolves with the code the server closes the client's socket with (pusher-js reports it as a PusherError). */
function closedWith(client: PusherClient): Promise<number> {
  return new Promise((resolve) =>
    client.connection.bind('error', (error: { data?: { code?: unknown } }) => {
      if (typeof error.data?.code === 'number') resolve(error.data.code);
    }),
  );
}

describe('rights re-checked on open sockets', () => {
  it('an admin demoted to USER is disconnected and then refused the admins’ channel; their own channel stays open', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const client = connectRealtime(settings.key, port, admin);
    expect(await subscribed(client, ADMIN_CHANNEL)).toBe('subscribed');
    expect(await subscribed(client, userChannel(admin.id))).toBe('subscribed');
    const closed = closedWith(client);
    const adminAnswer = nextSubscriptionAnswer(client, ADMIN_CHANNEL);
    const ownAnswer = nextSubscriptionAnswer(client, userChannel(admin.id));

    const reply = await call(roleRoute, 'PUT', `/api/user/role/${admin.id}`, { json: { role: 'USER' }, token: boss.token }, { id: admin.id });
    expect(reply.status).toBe(200);

    expect(await closed).toBe(4200);
    expect(await adminAnswer).toBe('refused');
    expect(await ownAnswer).toBe('subscribed');
    // Delivery is in order per socket: had the admins' event reached this socket, it would precede the marker.
    const received: string[] = [];
    client.bind_global((event: string) => received.push(event));
    const marker = new Promise((resolve) => client.channel(userChannel(admin.id)).bind('marker', resolve));
    await pusherServer().trigger(ADMIN_CHANNEL, 'newAdminNotification', { message: 'New order' });
    await pusherServer().trigger(userChannel(admin.id), 'marker', {});
    await marker;
    expect(received).toEqual(['marker']);
  });

  it('logging out closes the user’s sockets; with the ended session they are refused their channel', async () => {
    const shopper = await createUserAndLogIn();
    const client = connectRealtime(settings.key, port, shopper);
    expect(await subscribed(client, userChannel(shopper.id))).toBe('subscribed');
    const closed = closedWith(client);
    const answer = nextSubscriptionAnswer(client, userChannel(shopper.id));
    expect((await call(logoutRoute, 'POST', '/api/user/logout', { token: shopper.token })).status).toBe(200);
    expect(await closed).toBe(4200);
    expect(await answer).toBe('refused');
  });

  it('a password reset closes the account’s sockets', async () => {
    const shopper = await createUserAndLogIn();
    const client = connectRealtime(settings.key, port, shopper);
    expect(await subscribed(client, userChannel(shopper.id))).toBe('subscribed');
    const closed = closedWith(client);
    await resetPasswordOf(shopper);
    expect(await closed).toBe(4200);
  });

  it('deleting an account closes its sockets', async () => {
    const shopper = await createUserAndLogIn();
    const client = connectRealtime(settings.key, port, shopper);
    expect(await subscribed(client, userChannel(shopper.id))).toBe('subscribed');
    const closed = closedWith(client);
    const reply = await call(deleteUserRoute, 'DELETE', `/api/user/delete/${shopper.id}`, { token: boss.token }, { id: shopper.id });
    expect(reply.status).toBe(200);
    expect(await closed).toBe(4200);
  });
});

/** What /api/pusher/auth signs for this session, socket and channel (checked 200). */
async function channelSignature(session: { token: string }, socketId: string, channel: string): Promise<string> {
  const reply = await authorizeChannel({ socket_id: socketId, channel_name: channel }, { token: session.token });
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { auth: string }).auth;
}

/** What /api/pusher/user-auth signs for this session and socket (checked 200): the pusher:signin frame's data. */
async function signinSignature(session: { token: string }, socketId: string): Promise<{ auth: string; user_data: string }> {
  const reply = await authenticateUser({ socket_id: socketId }, { token: session.token });
  expect(reply.status).toBe(200);
  return reply.body as unknown as { auth: string; user_data: string };
}

/**
 * Whether the socket receives the next `event` on `channel`: a marker follows on `markerChannel`, to which it
 * listens, and delivery is in order per socket.
 */
async function receivesNext(socket: ReturnType<typeof rawSocket>, [channel, event]: [string, string], markerChannel: string): Promise<boolean> {
  await pusherServer().trigger(channel, event, { message: 'The next notification' });
  await pusherServer().trigger(markerChannel, 'marker', {});
  await socket.next('marker');
  return socket.frames.some((frame) => frame.event === event);
}

describe('signatures got before a right ended (the built-in server)', () => {
  it('(a) a demoted admin cannot use the admins’ signature got for a socket not signed in: the demotion closes that socket', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const socket = rawSocket(settings.key, port);
    const socketId = await socket.socketId;
    const adminSignature = await channelSignature(admin, socketId, ADMIN_CHANNEL);
    await changeRole(admin.id, 'USER');
    // The shopper they still are signs the socket in and subscribes with the signature they kept.
    socket.send('pusher:signin', await signinSignature(admin, socketId));
    socket.send('pusher:subscribe', { channel: ADMIN_CHANNEL, auth: adminSignature });
    expect(await socket.subscriptionAnswer()).toBe('closed');
    expect(await socket.closed).toBe(4200);
  });

  it('(a) nor on a socket signed in as another (shopper) account: the signed-in user’s role decides', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const accomplice = await createUserAndLogIn();
    const socket = rawSocket(settings.key, port);
    const socketId = await socket.socketId;
    const adminSignature = await channelSignature(admin, socketId, ADMIN_CHANNEL);
    socket.send('pusher:signin', await signinSignature(accomplice, socketId));
    await socket.next('pusher:signin_success');
    await changeRole(admin.id, 'USER');
    socket.send('pusher:subscribe', { channel: ADMIN_CHANNEL, auth: adminSignature });
    expect(await socket.subscriptionAnswer()).toBe('refused');
    socket.send('pusher:subscribe', { channel: userChannel(accomplice.id), auth: await channelSignature(accomplice, socketId, userChannel(accomplice.id)) });
    expect(await socket.subscriptionAnswer()).toBe('subscribed');
    expect(await receivesNext(socket, [ADMIN_CHANNEL, ADMIN_EVENT], userChannel(accomplice.id))).toBe(false);
    socket.socket.close();
  });

  it('(b) signatures collected with a stolen session are dead after the victim’s password reset: the reset closes that socket', async () => {
    const victim = await createUserAndLogIn();
    const socket = rawSocket(settings.key, port);
    const socketId = await socket.socketId;
    const signin = await signinSignature(victim, socketId);
    const channelAuth = await channelSignature(victim, socketId, userChannel(victim.id));
    await resetPasswordOf(victim);
    expectRefused(await authenticateUser({ socket_id: socketId }, { token: victim.token }), 401, 'Please log in to continue');
    socket.send('pusher:signin', signin);
    socket.send('pusher:subscribe', { channel: userChannel(victim.id), auth: channelAuth });
    expect(await socket.subscriptionAnswer()).toBe('closed');
    expect(await socket.closed).toBe(4200);
  });

  it('(b) nor on a socket the attacker signed in as their own account: a user channel opens to its user only', async () => {
    const victim = await createUserAndLogIn();
    const attacker = await createUserAndLogIn();
    const socket = rawSocket(settings.key, port);
    const socketId = await socket.socketId;
    const channelAuth = await channelSignature(victim, socketId, userChannel(victim.id));
    socket.send('pusher:signin', await signinSignature(attacker, socketId));
    await socket.next('pusher:signin_success');
    await resetPasswordOf(victim);
    socket.send('pusher:subscribe', { channel: userChannel(victim.id), auth: channelAuth });
    expect(await socket.subscriptionAnswer()).toBe('refused');
    socket.send('pusher:subscribe', { channel: userChannel(attacker.id), auth: await channelSignature(attacker, socketId, userChannel(attacker.id)) });
    expect(await socket.subscriptionAnswer()).toBe('subscribed');
    expect(await receivesNext(socket, [userChannel(victim.id), USER_EVENT], userChannel(attacker.id))).toBe(false);
    socket.socket.close();
  });
});
