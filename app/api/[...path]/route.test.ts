import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DELETE, GET, POST } from './route';

describe('an unknown /api path', () => {
  it.each([GET, POST, DELETE])('answers 404 with the envelope', async (handler) => {
    const response = await handler(new NextRequest('http://shop.test/api/nope'), {
      params: Promise.resolve({ path: ['nope'] }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Not found' });
  });
});
