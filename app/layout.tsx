import type { Metadata } from 'next';
import { Toaster } from 'sonner';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Lanka Shop', template: '%s | Lanka Shop' },
  description: 'Shop groceries, electronics, fashion and more across Sri Lanka, delivered in 3-7 business days.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <Toaster position="top-right" duration={4000} richColors />
      </body>
    </html>
  );
}
