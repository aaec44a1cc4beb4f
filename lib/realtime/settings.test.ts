import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { realtimeClientSettings, realtimeSettings } from './settings';

const AUTH_SECRET = 's'.repeat(32);

describe('realtime settings', () => {
  it('trigger the built-in server at REALTIME_HOST:REALTIME_PORT; the browser connects to the page’s host on that port', () => {
    const settings = realtimeSettings(loadConfig({ AUTH_SECRET, REALTIME_HOST: 'realtime.internal', REALTIME_PORT: '6100' }));
    expect(settings).toMatchObject({ builtIn: true, host: 'realtime.internal', port: 6100, useTLS: false });
    expect(realtimeClientSettings(settings)).toEqual({ key: settings.key, cluster: 'local', wsPort: 6100, forceTLS: false, builtIn: true });
    // Every instance and the realtime process derive the same credentials from the one auth secret.
    expect(realtimeSettings(loadConfig({ AUTH_SECRET }))).toMatchObject({ host: '127.0.0.1', key: settings.key, secret: settings.secret });
  });

  it('with Pusher keys, go to Pusher whatever REALTIME_HOST says', () => {
    const pusher = { PUSHER_APP_ID: '1', PUSHER_KEY: 'key', PUSHER_SECRET: 'secret' };
    expect(realtimeSettings(loadConfig({ AUTH_SECRET, ...pusher, PUSHER_CLUSTER: 'ap2', REALTIME_HOST: 'realtime' }))).toMatchObject({
      builtIn: false,
      host: undefined,
      cluster: 'ap2',
    });
    expect(realtimeSettings(loadConfig({ AUTH_SECRET, ...pusher, PUSHER_HOST: 'soketi.internal', PUSHER_PORT: '6002' }))).toMatchObject({
      builtIn: false,
      host: 'soketi.internal',
      port: 6002,
    });
  });
});
