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
import { LogoutButton } from '@/components/dashboard/logout-button';
import type { SideMenuItem } from '@/components/ui/side-menu';
import { SideMenuLayout } from '@/components/ui/side-menu-layout';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s | Admin | Lanka Shop' },
  robots: { index: false, follow: false },
};

const icon = 'size-4 shrink-0';

// The admin menu's entries in their order. The menu spells User and Payment Management as their pages'
// headings do, and the admin's own shopper account is "My account" (its route stays /admin/dashboard).
const menu: SideMenuItem[] = [
  { href: '/admin', label: 'Static Data', icon: <Database aria-hidden className={icon} /> },
  { href: '/admin/dashboard', label: 'My account', icon: <CircleUserRound aria-hidden className={icon} /> },
  { href: '/admin/profile', label: 'Profile', icon: <UserRound aria-hidden className={icon} /> },
  { href: '/admin/orders', label: 'Orders', icon: <ClipboardList aria-hidden className={icon} /> },
  { href: '/admin/couriers', label: 'Couriers', icon: <Truck aria-hidden className={icon} /> },
  { href: '/admin/categories', label: 'Categories', icon: <Tag aria-hidden className={icon} /> },
  { href: '/admin/subcategories', label: 'Subcategories', icon: <FolderTree aria-hidden className={icon} /> },
  { href: '/admin/products', label: 'Products', icon: <Package aria-hidden className={icon} /> },
  { href: '/admin/coupons', label: 'Coupons', icon: <TicketPercent aria-hidden className={icon} /> },
  { href: '/admin/reviews', label: 'Reviews', icon: <Star aria-hidden className={icon} /> },
  { href: '/admin/users', label: 'User Management', icon: <Users aria-hidden className={icon} /> },
  { href: '/admin/payments', label: 'Payment Management', icon: <CreditCard aria-hidden className={icon} /> },
  { href: '/admin/notifications', label: 'Notifications', icon: <Bell aria-hidden className={icon} /> },
  { href: '/admin/settings', label: 'Settings', icon: <Settings aria-hidden className={icon} /> },
];

/** The admin area. proxy.ts already turns away guests and shoppers; this guard holds without it. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin('/admin');
  return (
    <SideMenuLayout menuLabel="Admin" title="Admin" items={menu} after={<LogoutButton look="menu" />}>
      {children}
    </SideMenuLayout>
  );
}
