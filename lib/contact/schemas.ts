import { z } from 'zod';
import { emailSchema } from '@/lib/users/schemas';

/** The contact form's rules: name, e-mail and message required, the e-mail's format checked. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Name must be at most 100 characters'),
  email: emailSchema('Please enter your email address'),
  subject: z.string().trim().max(150, 'Subject must be at most 150 characters'),
  message: z.string().trim().min(1, 'Please enter your message').max(2000, 'Message must be at most 2000 characters'),
});

export type ContactMessage = z.input<typeof contactMessageSchema>;
