/**
 * A notification as the shop keeps it: its message, whether it was read, when it was raised, and `meta` (free
 * key/value facts shown under the message as labelled lines: order id, amount, status...). Pure types.
 */
export type Notification = {
  id: string;
  message: string;
  read: boolean;
  createdAt: Date;
  meta: Record<string, unknown> | null;
};
