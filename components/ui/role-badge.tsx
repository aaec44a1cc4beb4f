import type { PublicUser } from '@/lib/users/public-user';
import { Badge } from './badge';

const roleLabels: Record<PublicUser['role'], string> = { USER: 'User', ADMIN: 'Admin' };

/** A user's role: green for ADMIN, grey otherwise (SPEC.md section 6). */
export function RoleBadge({ role }: { role: PublicUser['role'] }) {
  return <Badge tone={role === 'ADMIN' ? 'green' : 'grey'}>{roleLabels[role]}</Badge>;
}
