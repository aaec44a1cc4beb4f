import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { sharedEnvironment } from './scale-topology';

/**
 * compose.yaml must describe what `npm run test:scale` runs (scripts/scale-topology.ts): the same variables for the
 * shop's processes, the same commands and the same proxy file. The test is the proof that the topology works; this
 * keeps the deployment file from drifting away from it.
 */

type Service = { command?: string[]; environment?: Record<string, string>; volumes?: string[]; build?: string };
const compose = parse(readFileSync('compose.yaml', 'utf8')) as { services: Record<string, Service> };
const services = compose.services;
const tested = sharedEnvironment({
  databaseUrl: 'postgresql://127.0.0.1/shop_scale',
  instances: 2,
  ports: { proxy: 1, redis: 2, realtime: 3 },
  s3: { bucket: 'shop-images', endpoint: 'http://127.0.0.1:4' },
});
/** What the test blanks so that the caller's own keys cannot reach it; compose simply leaves them unset. */
const blanked = Object.keys(tested).filter((name) => tested[name] === '');
/** Set per instance (PORT) or by the test's options (the admin), or left at its default there (S3_REGION). */
const setElsewhereInTheTest = ['PORT', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'S3_REGION'];

describe('compose.yaml', () => {
  it('runs two shop instances and the realtime server from the image, with the variables the two-instance test sets', () => {
    for (const name of ['shop-a', 'shop-b', 'realtime']) {
      const service = services[name]!;
      expect(service.build, name).toBe('.');
      const variables = Object.keys(service.environment ?? {}).sort();
      expect(variables, name).toEqual(
        [...Object.keys(tested).filter((variable) => !blanked.includes(variable)), ...setElsewhereInTheTest].sort(),
      );
      expect(service.environment!.INSTANCES).toBe(tested.INSTANCES);
    }
    expect(services['shop-a']!.command).toEqual(['npm', 'start']);
    expect(services['shop-b']!.command).toEqual(['npm', 'start']);
    expect(services.realtime!.command).toEqual(['npm', 'run', 'realtime']);
    expect(services['shop-a']!.environment!.REALTIME_HOST).toBe('realtime');
  });

  it('puts nginx in front with the proxy file the test loads, every name of it filled', () => {
    const proxy = services.proxy!;
    expect(proxy.volumes).toEqual(['./deploy/nginx-shop.conf.template:/etc/nginx/templates/default.conf.template:ro']);
    const template = readFileSync('deploy/nginx-shop.conf.template', 'utf8');
    const names = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]))].sort();
    expect(Object.keys(proxy.environment ?? {}).sort()).toEqual(names);
    expect(proxy.environment!.SHOP_A_ADDRESS).toBe('shop-a:3000');
    expect(proxy.environment!.SHOP_B_ADDRESS).toBe('shop-b:3000');
  });

  it('has PostgreSQL, Redis and an S3 store beside them', () => {
    expect(services.postgres!).toBeDefined();
    expect(services.redis!).toBeDefined();
    expect(services.minio!).toBeDefined();
    expect(services['shop-a']!.environment!.REDIS_URL).toBe('redis://redis:6379');
    expect(services['shop-a']!.environment!.S3_ENDPOINT).toBe('http://minio:9000');
  });
});
