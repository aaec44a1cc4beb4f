import { ok, withApi } from '@/lib/http';
import { deleteNotification } from '@/lib/notifications/notifications';

export const DELETE = withApi<{ id: string }>(
  async ({ params, session }) => {
    await deleteNotification({ id: session.user._id, role: session.user.role }, params.id);
    return ok('Deleted notification');
  },
  { access: 'user' },
);
