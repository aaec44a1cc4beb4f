import { randomUUID } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { handleApiError } from './handle-api-error';

export type ApiContext<P> = { request: NextRequest; params: P; requestId: string };

type RouteContext<P> = { params: Promise<P> };

/**
 * The one wrapper of every /api/* route handler: gives the handler its parsed params and a request id,
 * maps every thrown error to the reply envelope and tags the reply with x-request-id.
 * (Authentication, roles, CSRF and rate limits join here with the accounts issue.)
 */
export function withApi<P = Record<string, never>>(handler: (context: ApiContext<P>) => Promise<Response>) {
  return async (request: NextRequest, context: RouteContext<P>): Promise<Response> => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 100) || randomUUID();
    try {
      const response = await handler({ request, params: await context.params, requestId });
      response.headers.set('x-request-id', requestId);
      return response;
    } catch (error) {
      return handleApiError(error, requestId);
    }
  };
}
