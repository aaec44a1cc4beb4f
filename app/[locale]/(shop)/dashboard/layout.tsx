import {
  Bell,
  ClipboardList,
  CreditCard,
  LayoutDashboard,
  Settings,
  ShoppingCart,
  Star,
  UserRound,
} from 'lucide-react';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/dashboard/logout-button';
import type { SideMenuItem } from '@/components/ui/side-menu';
import { SideMenuLayout } from '@/components/ui/side-menu-layout';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = {
  title: { default: 'My Account', template: '%s | My Account | Lanka Shop' },
  robots: { index: false, follow: false },
};

const icon = 'size-4 shrink-0';

const menu: SideMenuItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: <LayoutDashboard aria-hidden className={icon} /> },
  { href: '/dashboard/profile', label: 'Profile', icon: <UserRound aria-hidden className={icon} /> },
  { href: '/dashboard/cart', label: 'Cart', icon: <ShoppingCart aria-hidden className={icon} /> },
  { href: '/dashboard/orders', label: 'Orders', icon: <ClipboardList aria-hidden className={icon} /> },
  { href: '/dashboard/rating', label: 'Rating', icon: <Star aria-hidden className={icon} /> },
  { href: '/dashboard/payments', label: 'Payment History', icon: <CreditCard aria-hidden className={icon} /> },
  { href: '/dashboard/notifications', label: 'Notifications', icon: <Bell aria-hidden className={icon} /> },
  { href: '/dashboard/settings', label: 'Settings', icon: <Settings aria-hidden className={icon} /> },
];

/** The shopper's account area. proxy.ts already sends guests to /login; this guard holds without it. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await requireUser('/dashboard');
  return (
    <SideMenuLayout menuLabel="Account" title="My Account" items={menu} after={<LogoutButton look="menu" />}>
      {children}
    </SideMenuLayout>
  );
}
