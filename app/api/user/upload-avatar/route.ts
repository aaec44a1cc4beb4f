import { formFile, ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';
import { AppError } from '@/lib/errors';
import { updateAvatar } from '@/lib/users/update-profile';
import { toUserJson } from '@/lib/users/user-json';

export const PUT = withApi(
  async ({ request, session }) => {
    const avatar = formFile(await parseFormData(request, uploadBodyLimit(1)), 'avatar');
    if (!avatar) throw new AppError('invalid', 'Please choose an image');
    return ok('Avatar updated', toUserJson(await updateAvatar(session.user.id, avatar)));
  },
  { access: 'user' },
);
