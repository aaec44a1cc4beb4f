import 'server-only';
import { prisma } from './client';

/** True when the database answers a trivial query. */
export async function isDatabaseUp(): Promise<boolean> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    console.error('[health] database check failed:', error);
    return false;
  }
}
