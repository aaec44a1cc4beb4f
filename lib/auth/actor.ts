import type { Role } from '@/lib/generated/prisma/enums';

/**
 * Who is acting: the signed-in person a live session resolves to (lib/auth/resolve-session.ts), read from the
 * database on every request so a new role or name counts at once. The one type every lib function takes to know
 * whose request it serves and what they may do. A pure type, so client components may name it.
 */
export type Actor = { id: string; name: string; email: string; role: Role };

/** What a permission check needs of the Actor: whose request it is and their role. */
export type ActorRef = Pick<Actor, 'id' | 'role'>;
