/**
 * What an uploaded image may be, shared by the server (lib/storage/images.ts checks the bytes) and the forms
 * (which check the browser's claim first, so a shopper learns before uploading). No Node APIs here.
 */

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export const imageTooLargeMessage = (label: string) => `${label} must be at most 2 MB`;
export const notAnImageMessage = (label: string) => `${label} must be a PNG, JPEG, WebP or GIF image`;

/** The form-side check of a chosen file: the message to show, or null when it may be uploaded. */
export function chosenImageProblem(file: { type: string; size: number }, label: string): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return notAnImageMessage(label);
  if (file.size > MAX_IMAGE_BYTES) return imageTooLargeMessage(label);
  return null;
}
