import type { Role } from '@/lib/generated/prisma/enums';
import { Badge } from './badge';

const roleLabels: Record<Role, string> = { USER: 'User', ADMIN: 'Admin' };

/** A user's role: green for ADMIN, grey otherwise. */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === 'ADMIN' ? 'green' : 'grey'}>{roleLabels[role]}</Badge>;
}
