import { useTranslations } from 'next-intl';
import type { Role } from '@/lib/generated/prisma/enums';
import { Badge } from './badge';

/** A user's role: green for ADMIN, grey otherwise. */
export function RoleBadge({ role }: { role: Role }) {
  const t = useTranslations('ui.roles');
  return <Badge tone={role === 'ADMIN' ? 'green' : 'grey'}>{t(role)}</Badge>;
}
