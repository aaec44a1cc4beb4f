import { PageMessages } from '@/components/layout/page-messages';

/** The contact form's part of the browser's messages (lib/i18n/client-messages.ts). */
export default function ContactLayout({ children }: { children: React.ReactNode }) {
  return <PageMessages part="contact">{children}</PageMessages>;
}
