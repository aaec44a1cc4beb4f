import {
  Bell,
  CircleUserRound,
  ClipboardList,
  CreditCard,
  Database,
  FolderTree,
  Package,
  Settings,
  Star,
  Tag,
  TicketPercent,
  Truck,
  UserRound,
  Users,
} from 'lucide-react';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/dashboard/logout-button';
import { PageMessages } from '@/components/layout/page-messages';
import type { SideMenuItem } from '@/components/ui/side-menu';
import { SideMenuLayout } from '@/components/ui/side-menu-layout';
import { requireAdmin } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.menu');
  return {
    title: { default: t('metaTitle'), template: t('metaTemplate') },
    robots: { index: false, follow: false },
  };
}

const icon = 'size-4 shrink-0';

// The admin menu's entries in their order: their address, the key of their label in the 'admin.menu' texts and their
// icon. The menu spells User and Payment Management as their pages' headings do, and the admin's own shopper account
// is "My account" (its route stays /admin/dashboard).
const menu = [
  { href: '/admin', key: 'staticData', icon: <Database aria-hidden className={icon} /> },
  { href: '/admin/dashboard', key: 'myAccount', icon: <CircleUserRound aria-hidden className={icon} /> },
  { href: '/admin/profile', key: 'profile', icon: <UserRound aria-hidden className={icon} /> },
  { href: '/admin/orders', key: 'orders', icon: <ClipboardList aria-hidden className={icon} /> },
  { href: '/admin/couriers', key: 'couriers', icon: <Truck aria-hidden className={icon} /> },
  { href: '/admin/categories', key: 'categories', icon: <Tag aria-hidden className={icon} /> },
  { href: '/admin/subcategories', key: 'subcategories', icon: <FolderTree aria-hidden className={icon} /> },
  { href: '/admin/products', key: 'products', icon: <Package aria-hidden className={icon} /> },
  { href: '/admin/coupons', key: 'coupons', icon: <TicketPercent aria-hidden className={icon} /> },
  { href: '/admin/reviews', key: 'reviews', icon: <Star aria-hidden className={icon} /> },
  { href: '/admin/users', key: 'users', icon: <Users aria-hidden className={icon} /> },
  { href: '/admin/payments', key: 'payments', icon: <CreditCard aria-hidden className={icon} /> },
  { href: '/admin/notifications', key: 'notifications', icon: <Bell aria-hidden className={icon} /> },
  { href: '/admin/settings', key: 'settings', icon: <Settings aria-hidden className={icon} /> },
] as const;

/** The admin area. proxy.ts already turns away guests and shoppers; this guard holds without it. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin('/admin');
  const t = await getTranslations('admin.menu');
  const items: SideMenuItem[] = menu.map(({ href, key, icon: itemIcon }) => ({ href, label: t(key), icon: itemIcon }));
  return (
    <PageMessages part="admin">
      <SideMenuLayout menuLabel={t('label')} title={t('title')} items={items} after={<LogoutButton look="menu" />}>
        {children}
      </SideMenuLayout>
    </PageMessages>
  );
}
