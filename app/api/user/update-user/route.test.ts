import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/storage/image-rules';
import { NAME_MESSAGE } from '@/lib/users/schemas';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUserAndLogIn, expectPublicUser, expectRefused, imageFile, TINY_PNG } from '@/tests/api';
import { expectSameImage } from '@/tests/images';
import { PUT } from './route';

const { prisma, uploadDir } = await setupAccountsTest();

const update = (options: Parameters<typeof call>[3]) => call(PUT, 'PUT', '/api/user/update-user', options);

function profileForm(fields: { name?: string; mobile?: string; avatar?: File }): FormData {
  const form = new FormData();
  if (fields.name !== undefined) form.set('name', fields.name);
  if (fields.mobile !== undefined) form.set('mobile', fields.mobile);
  if (fields.avatar) form.set('avatar', fields.avatar);
  return form;
}

const storedUser = (id: string) =>
  prisma.user.findUniqueOrThrow({ where: { id }, select: { name: true, mobile: true, avatar: true, updatedAt: true } });
const uploadedFiles = () => readdirSync(uploadDir);
const fileOf = (url: string) => path.join(uploadDir, url.replace('/uploads/', ''));

/** A real PNG header followed by padding: a PNG by its bytes, larger than the limit. */
const oversizedPng = () => imageFile(Buffer.concat([TINY_PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - TINY_PNG.length)]));

describe('PUT /api/user/update-user', () => {
  it('changes name and mobile and answers the updated user', async () => {
    const user = await createUserAndLogIn();
    const reply = await update({ token: user.token, form: profileForm({ name: ' Chamari   Athapaththu ', mobile: '+94 77 123 4567' }) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Profile updated successfully',
      data: expect.objectContaining({ _id: user.id, name: 'Chamari Athapaththu', mobile: '+94 77 123 4567', avatar: null }),
    });
    expectPublicUser(reply.body.data);
    expect(await storedUser(user.id)).toMatchObject({ name: 'Chamari Athapaththu', mobile: '+94 77 123 4567' });
  });

  it.each([
    ['Sinhala', 'ශ්‍රියානි පෙරේරා'],
    ['Tamil', 'குமார் ராஜா'],
    ['initials and an apostrophe', "W. A. D'Silva"],
  ])('changes the name to one in %s (%s)', async (_label, name) => {
    const user = await createUserAndLogIn();
    const reply = await update({ token: user.token, form: profileForm({ name: ` ${name.normalize('NFD')} ` }) });
    expect(reply.status).toBe(200);
    expect(await storedUser(user.id)).toMatchObject({ name });
  });

  it('stores an uploaded PNG avatar under UPLOAD_DIR and answers its URL', async () => {
    const user = await createUserAndLogIn();
    const reply = await update({ token: user.token, form: profileForm({ name: 'Nimal Perera', avatar: imageFile(TINY_PNG) }) });
    expect(reply.status).toBe(200);
    const avatar = reply.body.data.avatar as string;
    expect(avatar).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expectSameImage(readFileSync(fileOf(avatar)), TINY_PNG);
    expect((await storedUser(user.id)).avatar).toBe(avatar);
  });

  it('replacing the avatar removes the old file', async () => {
    const user = await createUserAndLogIn();
    const first = await update({ token: user.token, form: profileForm({ name: 'Nimal Perera', avatar: imageFile(TINY_PNG) }) });
    const second = await update({ token: user.token, form: profileForm({ name: 'Nimal Perera', avatar: imageFile(TINY_PNG, 'again.png') }) });
    expect(second.status).toBe(200);
    expect(second.body.data.avatar).not.toBe(first.body.data.avatar);
    expect(existsSync(fileOf(first.body.data.avatar))).toBe(false);
    expect(existsSync(fileOf(second.body.data.avatar))).toBe(true);
  });

  it('an empty mobile clears it; a missing mobile keeps it', async () => {
    const user = await createUserAndLogIn();
    await update({ token: user.token, form: profileForm({ name: 'Nimal Perera', mobile: '0771234567' }) });
    const kept = await update({ token: user.token, form: profileForm({ name: 'Nimal Perera' }) });
    expect(kept.body.data.mobile).toBe('0771234567');
    const cleared = await update({ token: user.token, form: profileForm({ name: 'Nimal Perera', mobile: '' }) });
    expect(cleared.body.data.mobile).toBeNull();
  });

  it('works with the session cookie and a matching X-XSRF-TOKEN header', async () => {
    const user = await createUserAndLogIn();
    const reply = await update({ cookies: user, form: profileForm({ name: 'Cookie Person' }) });
    expect(reply.status).toBe(200);
    expect((await storedUser(user.id)).name).toBe('Cookie Person');
  });

  it('refuses the session cookie without the X-XSRF-TOKEN header (403) and changes nothing', async () => {
    const user = await createUserAndLogIn();
    const before = await storedUser(user.id);
    const files = uploadedFiles();
    const reply = await update({
      cookies: { ...user, csrfHeader: false },
      form: profileForm({ name: 'Forged Name', avatar: imageFile(TINY_PNG) }),
    });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(await storedUser(user.id)).toEqual(before);
    expect(uploadedFiles()).toEqual(files);
  });

  it('answers 401 to a guest', async () => {
    expectRefused(await update({ form: profileForm({ name: 'Nobody Here' }) }), 401, 'Please log in to continue');
  });

  describe('refuses bad input (400) and changes nothing, not even the valid fields', () => {
    it.each([
      ['no name', { mobile: '0771234567' }, 'All fields are required'],
      ['a blank name', { name: '  ' }, 'All fields are required'],
      ['a one-letter name', { name: 'N' }, NAME_MESSAGE],
      ['a name with digits', { name: 'Nimal 2' }, NAME_MESSAGE],
      ['markup for a name', { name: '<script>' }, NAME_MESSAGE],
      ['a mobile with letters', { name: 'Nimal Perera', mobile: 'call me' }, 'Mobile must be 7-20 digits'],
      ['a too short mobile', { name: 'Nimal Perera', mobile: '12345' }, 'Mobile must be 7-20 digits'],
      ['a mobile longer than its column (+ and 20 digits)', { name: 'Nimal Perera', mobile: '+94771234567890123456' }, 'Mobile must be 7-20 digits'],
      ['text posing as a PNG', { name: 'Nimal Perera', avatar: imageFile('this is not an image', 'avatar.png', 'image/png') }, 'Avatar must be a PNG, JPEG, WebP or GIF image'],
      ['an SVG', { name: 'Nimal Perera', avatar: imageFile('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml') }, 'Avatar must be a PNG, JPEG, WebP or GIF image'],
      ['a PNG over 2 MB', { name: 'Nimal Perera', avatar: oversizedPng() }, 'Avatar must be at most 2 MB'],
    ])('%s', async (_label, fields, message) => {
      const user = await createUserAndLogIn();
      const before = await storedUser(user.id);
      const files = uploadedFiles();
      expectRefused(await update({ token: user.token, form: profileForm({ mobile: '0712345678', ...fields }) }), 400, message);
      expect(await storedUser(user.id)).toEqual(before);
      expect(uploadedFiles()).toEqual(files);
    });

    it('a JSON body', async () => {
      const user = await createUserAndLogIn();
      const before = await storedUser(user.id);
      const reply = await update({ token: user.token, json: { name: 'Json Person' } });
      expectRefused(reply, 400, 'Content-Type must be multipart/form-data');
      expect(await storedUser(user.id)).toEqual(before);
    });

    it('a broken multipart body', async () => {
      const user = await createUserAndLogIn();
      const reply = await update({
        token: user.token,
        raw: { body: '--nope\r\nContent-Disposition: form-data; name="name"\r\n\r\nX', contentType: 'multipart/form-data; boundary=other' },
      });
      expectRefused(reply, 400, 'Malformed form data');
    });
  });
});
