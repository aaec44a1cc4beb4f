import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { realtimeClientSettings, realtimeConnectSources, realtimeSettings } from './settings';

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

  it('name exactly where a page’s websocket may connect (its CSP): the page’s host on the built-in port, else Pusher', () => {
    const builtIn = realtimeClientSettings(realtimeSettings(loadConfig({ AUTH_SECRET, REALTIME_PORT: '6100' })));
    expect(realtimeConnectSources(builtIn, ['shop.lk', '127.0.0.1'])).toEqual([
      'ws://shop.lk:6100',
      'wss://shop.lk:6100',
      'ws://127.0.0.1:6100',
      'wss://127.0.0.1:6100',
    ]);
    const pusher = { PUSHER_APP_ID: '1', PUSHER_KEY: 'key', PUSHER_SECRET: 'secret' };
    const cluster = realtimeClientSettings(realtimeSettings(loadConfig({ AUTH_SECRET, ...pusher, PUSHER_CLUSTER: 'ap2' })));
    expect(realtimeConnectSources(cluster, ['shop.lk'])).toEqual(['wss://ws-ap2.pusher.com']);
    const compatible = realtimeClientSettings(
      realtimeSettings(loadConfig({ AUTH_SECRET, ...pusher, PUSHER_HOST: 'soketi.shop.lk', PUSHER_PORT: '6002' })),
    );
    expect(realtimeConnectSources(compatible, ['shop.lk'])).toEqual(['wss://soketi.shop.lk:6002']);
  });
});
