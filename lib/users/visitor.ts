import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import { countCartItems } from '@/lib/cart/count-cart-items';
import { unreadCount } from '@/lib/notifications/notifications';
import type { Visitor } from './types';
import { GUEST_VISITOR } from './visitor-json';

/** The header's part that belongs to one person: who they are, their cart count and unread notifications. */
export async function visitorOf(actor: Actor | null): Promise<Visitor> {
  if (!actor) return GUEST_VISITOR;
  const [cartCount, unread] = await Promise.all([countCartItems(actor.id), unreadCount(actor)]);
  return { user: { id: actor.id, name: actor.name, role: actor.role }, cartCount, unread };
}
