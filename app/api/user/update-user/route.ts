import { formFile, formText, ok, parseFormData, withApi, uploadBodyLimit } from '@/lib/http';
import { localeOfRequest } from '@/lib/i18n/request-locale';
import { profileSchema } from '@/lib/users/schemas';
import { updateProfile } from '@/lib/users/update-profile';
import { toUserJson } from '@/lib/users/user-json';

export const PUT = withApi(
  async ({ request, session }) => {
    const form = await parseFormData(request, uploadBodyLimit(1));
    const changes = profileSchema.parse({ name: formText(form, 'name'), mobile: formText(form, 'mobile') });
    const locale = localeOfRequest(request);
    const user = await updateProfile(session.user.id, { ...changes, locale }, formFile(form, 'avatar'));
    return ok('Profile updated successfully', toUserJson(user));
  },
  { access: 'user' },
);
