import type { RealtimeClientSettings } from '@/lib/realtime/settings';
import type { Role } from '@/lib/generated/prisma/enums';
import type { Visitor } from './types';

export const GUEST_VISITOR: Visitor = { user: null, cartCount: 0, unread: 0 };

/**
 * GET /api/user/visitor: the header's part of a cached storefront page, fetched by the browser after load. The live
 * notifications' client settings come with a signed-in visitor (a cached page carries none of them).
 */
export type VisitorJson = {
  user: { _id: string; name: string; role: Role } | null;
  cartCount: number;
  unread: number;
  realtime: RealtimeClientSettings | null;
};

export function toVisitorJson({ user, cartCount, unread }: Visitor, realtime: RealtimeClientSettings | null): VisitorJson {
  return { user: user && { _id: user.id, name: user.name, role: user.role }, cartCount, unread, realtime };
}

export function visitorFromJson({ user, cartCount, unread, realtime }: VisitorJson): { visitor: Visitor; realtime: RealtimeClientSettings | null } {
  return { visitor: { user: user && { id: user._id, name: user.name, role: user.role }, cartCount, unread }, realtime };
}
