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
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/dashboard/logout-button';
import type { SideMenuItem } from '@/components/ui/side-menu';
import { SideMenuLayout } from '@/components/ui/side-menu-layout';
import { requireUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.menu');
  return {
    title: { default: t('metaTitle'), template: t('metaTemplate') },
    robots: { index: false, follow: false },
  };
}

const icon = 'size-4 shrink-0';

/** The menu's entries: their address, the key of their label in the 'dashboard.menu' texts and their icon. */
const menu = [
  { href: '/dashboard', key: 'dashboard', icon: <LayoutDashboard aria-hidden className={icon} /> },
  { href: '/dashboard/profile', key: 'profile', icon: <UserRound aria-hidden className={icon} /> },
  { href: '/dashboard/cart', key: 'cart', icon: <ShoppingCart aria-hidden className={icon} /> },
  { href: '/dashboard/orders', key: 'orders', icon: <ClipboardList aria-hidden className={icon} /> },
  { href: '/dashboard/rating', key: 'rating', icon: <Star aria-hidden className={icon} /> },
  { href: '/dashboard/payments', key: 'payments', icon: <CreditCard aria-hidden className={icon} /> },
  { href: '/dashboard/notifications', key: 'notifications', icon: <Bell aria-hidden className={icon} /> },
  { href: '/dashboard/settings', key: 'settings', icon: <Settings aria-hidden className={icon} /> },
] as const;

/** The shopper's account area. proxy.ts already sends guests to /login; this guard holds without it. */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  await requireUser('/dashboard');
  const t = await getTranslations('dashboard.menu');
  const items: SideMenuItem[] = menu.map(({ href, key, icon: itemIcon }) => ({ href, label: t(key), icon: itemIcon }));
  return (
    <SideMenuLayout menuLabel={t('label')} title={t('title')} items={items} after={<LogoutButton look="menu" />}>
      {children}
    </SideMenuLayout>
  );
}
