import { z } from 'zod';

const MESSAGE = 'Message is required';
const META = 'meta must be an object of short texts or numbers';
const META_VALUE = 'Meta values must be texts, numbers or null';

/** An admin's own notification: to one user (userId) or to the admins (no userId). */
export const createNotificationSchema = z.object({
  message: z.string({ error: MESSAGE }).trim().min(1, MESSAGE).max(500, 'Message must be at most 500 characters'),
  userId: z.string({ error: 'userId must be text' }).trim().min(1, 'userId must be text').max(64, 'User not found').optional(),
  meta: z
    .record(
      z.string().max(40, 'Meta keys must be at most 40 characters'),
      z.union([z.string().max(200, 'Meta values must be at most 200 characters'), z.number(), z.null()], { error: META_VALUE }),
      // A key too long keeps its own message instead of the record's.
      { error: (issue) => (issue.code === 'invalid_key' ? issue.issues[0]?.message : META) },
    )
    .refine((meta) => Object.keys(meta).length <= 10, 'meta takes at most 10 entries')
    .optional(),
});
export type CreateNotificationInput = z.output<typeof createNotificationSchema>;
