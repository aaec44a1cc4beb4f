import { ok, withApi } from '@/lib/http';
import { listAdminNotifications } from '@/lib/notifications/notifications';

export const GET = withApi(async () => ok('Admin notifications fetched successfully', await listAdminNotifications()), { access: 'admin' });
