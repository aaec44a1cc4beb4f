import { ApiError, formFile, ok, parseFormData, withApi } from '@/lib/http';
import { updateAvatar } from '@/lib/users/update-profile';

export const PUT = withApi(
  async ({ request, session }) => {
    const avatar = formFile(await parseFormData(request), 'avatar');
    if (!avatar) throw new ApiError('bad_request', 'Please choose an image');
    return ok('Avatar updated', await updateAvatar(session.user._id, avatar));
  },
  { access: 'user' },
);
