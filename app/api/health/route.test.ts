import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '@/tests/database';
import { GET } from './route';

await setupTestDatabase();

describe('GET /api/health', () => {
  it('answers 200 with the database up', async () => {
    const response = await GET(new NextRequest('http://shop.test/api/health'), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'OK', data: { database: 'up' } });
  });
});
