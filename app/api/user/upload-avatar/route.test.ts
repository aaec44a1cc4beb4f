import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/storage/image-rules';
import { setupAccountsTest } from '@/tests/accounts';
import { countedBody, streamedRequest } from '@/tests/bodies';
import { call, createUserAndLogIn, expectPublicUser, expectRefused, imageFile, TINY_PNG } from '@/tests/api';
import { expectSameImage, TINY_JPEG } from '@/tests/images';
import { PUT } from './route';

const { prisma, uploadDir } = await setupAccountsTest();

const upload = (options: Parameters<typeof call>[3]) => call(PUT, 'PUT', '/api/user/upload-avatar', options);

function avatarForm(file?: File): FormData {
  const form = new FormData();
  if (file) form.set('avatar', file);
  return form;
}

const avatarOf = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id }, select: { avatar: true } })).avatar;
const fileOf = (url: string) => path.join(uploadDir, url.replace('/uploads/', ''));


describe('PUT /api/user/upload-avatar', () => {
  it('stores the image and answers the user with its URL', async () => {
    const user = await createUserAndLogIn();
    const reply = await upload({ token: user.token, form: avatarForm(imageFile(TINY_PNG)) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'Avatar updated',
      data: expect.objectContaining({ _id: user.id, avatar: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/) }),
    });
    expectPublicUser(reply.body.data);
    await expectSameImage(readFileSync(fileOf(reply.body.data.avatar)), TINY_PNG);
    expect(await avatarOf(user.id)).toBe(reply.body.data.avatar);
  });

  it('names the file by what its bytes are, not by the uploaded name', async () => {
    const user = await createUserAndLogIn();
    const reply = await upload({ token: user.token, form: avatarForm(imageFile(TINY_JPEG, 'photo.png', 'image/png')) });
    expect(reply.status).toBe(200);
    expect(reply.body.data.avatar).toMatch(/\.jpg$/);
  });

  it('removes the avatar file it replaces', async () => {
    const user = await createUserAndLogIn();
    const first = await upload({ token: user.token, form: avatarForm(imageFile(TINY_PNG)) });
    const second = await upload({ token: user.token, form: avatarForm(imageFile(TINY_PNG)) });
    expect(existsSync(fileOf(first.body.data.avatar))).toBe(false);
    expect(existsSync(fileOf(second.body.data.avatar))).toBe(true);
  });

  describe('refuses (400) and changes nothing', () => {
    it.each([
      ['no file', undefined, 'Please choose an image'],
      ['an empty file', imageFile(Buffer.alloc(0)), 'Please choose an image'],
      ['text posing as a PNG', imageFile('hello, I am text', 'avatar.png', 'image/png'), 'Avatar must be a PNG, JPEG, WebP or GIF image'],
      [
        'a PNG over 2 MB',
        imageFile(Buffer.concat([TINY_PNG, Buffer.alloc(MAX_IMAGE_BYTES + 1 - TINY_PNG.length)])),
        'Avatar must be at most 2 MB',
      ],
    ])('%s', async (_label, file, message) => {
      const user = await createUserAndLogIn();
      const files = readdirSync(uploadDir);
      expectRefused(await upload({ token: user.token, form: avatarForm(file) }), 400, message);
      expect(await avatarOf(user.id)).toBeNull();
      expect(readdirSync(uploadDir)).toEqual(files);
    });

    it('a JSON body', async () => {
      const user = await createUserAndLogIn();
      expectRefused(await upload({ token: user.token, json: { avatar: 'x' } }), 400, 'Content-Type must be multipart/form-data');
    });
  });

  describe('refuses a body over the upload limit (413) before reading past it, and stores nothing', () => {
    const TOO_LARGE = 'Upload is too large: at most one image of 2 MB each';

    it('a 5 MB image', async () => {
      const user = await createUserAndLogIn();
      const files = readdirSync(uploadDir);
      const huge = imageFile(Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]));
      expectRefused(await upload({ token: user.token, form: avatarForm(huge) }), 413, TOO_LARGE);
      expect(await avatarOf(user.id)).toBeNull();
      expect(readdirSync(uploadDir)).toEqual(files);
    });

    it.each([
      ['announced by its Content-Length', { 'content-length': String(400 * 1024 * 1024) }, 0],
      // The limit (one image and its fields, 2.25 MB) and the chunk being read when it was passed.
      ['streamed without a length', {}, 2.5 * 1024 * 1024],
    ])('400 MB %s', async (_label, lengthHeader, mostPulled) => {
      const user = await createUserAndLogIn();
      const files = readdirSync(uploadDir);
      const body = countedBody(400 * 1024 * 1024);
      const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=x', ...lengthHeader };
      const response = await PUT(streamedRequest('PUT', '/api/user/upload-avatar', body.stream, headers), { params: Promise.resolve({}) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ success: false, message: TOO_LARGE });
      expect(body.pulled()).toBeLessThanOrEqual(mostPulled);
      expect(await avatarOf(user.id)).toBeNull();
      expect(readdirSync(uploadDir)).toEqual(files);
    });
  });

  it('accepts an image of exactly 2 MB', async () => {
    const user = await createUserAndLogIn();
    const exactly = imageFile(Buffer.concat([TINY_PNG, Buffer.alloc(MAX_IMAGE_BYTES - TINY_PNG.length)]));
    expect((await upload({ token: user.token, form: avatarForm(exactly) })).status).toBe(200);
  });

  it('refuses the session cookie without the X-XSRF-TOKEN header (403) and stores nothing', async () => {
    const user = await createUserAndLogIn();
    const files = readdirSync(uploadDir);
    const reply = await upload({ cookies: { ...user, csrfHeader: false }, form: avatarForm(imageFile(TINY_PNG)) });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(await avatarOf(user.id)).toBeNull();
    expect(readdirSync(uploadDir)).toEqual(files);
  });

  it('works with the session cookie and a matching X-XSRF-TOKEN header', async () => {
    const user = await createUserAndLogIn();
    expect((await upload({ cookies: user, form: avatarForm(imageFile(TINY_PNG)) })).status).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    expectRefused(await upload({ form: avatarForm(imageFile(TINY_PNG)) }), 401, 'Please log in to continue');
  });
});
