import { ok, withApi } from '@/lib/http';
import { deleteNotification } from '@/lib/notifications/notifications';

export const DELETE = withApi<{ id: string }>(
  async ({ params, session }) => {
    await deleteNotification(session.user, params.id);
    return ok('Deleted notification');
  },
  { access: 'user' },
);
