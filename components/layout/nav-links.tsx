'use client';

import { BellIcon, ShoppingCartIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { useLiveNotifications } from '@/components/notifications/live-notifications';
import type { Visitor } from '@/lib/users/types';
import { useGuestCart } from '@/components/cart/use-guest-cart';
import { useVisitor } from './visitor-context';

type HeaderUser = NonNullable<Visitor['user']>;

type NavLink = { href: string; label: 'home' | 'shop' | 'about' | 'contact' | 'login' | 'register' | 'dashboard' | 'account' };

const pageLinks: NavLink[] = [
  { href: '/', label: 'home' },
  { href: '/shop', label: 'shop' },
  { href: '/about', label: 'about' },
  { href: '/contact', label: 'contact' },
];

/** Guests are offered Login and Register; a signed-in admin goes to the admin area, a shopper to their account. */
function accountLinks(user: HeaderUser | null): NavLink[] {
  if (!user) {
    return [
      { href: '/login', label: 'login' },
      { href: '/register', label: 'register' },
    ];
  }
  return user.role === 'ADMIN' ? [{ href: '/admin', label: 'dashboard' }] : [{ href: '/dashboard', label: 'account' }];
}

const layoutClasses = {
  // One line each: Sinhala and Tamil words are long, and wrapped at 1366 px (the search box gives way instead).
  bar: { list: 'flex items-center gap-1', link: 'rounded-md px-2 py-2 whitespace-nowrap xl:px-3' },
  menu: { list: 'flex flex-col gap-1', link: 'rounded-md px-3 py-3 text-base' },
} as const;

type NavLinksProps = {
  /** `bar`: one row in the desktop header; `menu`: a column in the mobile menu. */
  layout: keyof typeof layoutClasses;
  onNavigate?: () => void;
};

/** A link is current on its own page and, except Home, on the pages under it (/dashboard/profile is in Account). */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}

/**
 * The header's links, the same list for the desktop bar and the mobile menu. Until a cached page knows its visitor,
 * the account links hold their place unseen (a guest's, the most common), so nothing moves when they arrive.
 */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const t = useTranslations('layout.nav');
  const pathname = usePathname();
  const { visitor } = useVisitor();
  const user = visitor?.user ?? null;
  // A guest's cart is in this browser (lines, as the server counts an account's).
  const guestCart = useGuestCart();
  const cartCount = user ? (visitor?.cartCount ?? 0) : (guestCart?.length ?? 0);
  const classes = layoutClasses[layout];

  const linkProps = (href: string) => ({
    href,
    onClick: onNavigate,
    'aria-current': isCurrent(pathname, href) ? ('page' as const) : undefined,
    className: `${classes.link} nav-link`,
  });

  return (
    <ul className={classes.list}>
      {pageLinks.map(({ href, label }) => (
        <li key={href}>
          <Link {...linkProps(href)}>{t(label)}</Link>
        </li>
      ))}
      <li>
        <Link {...linkProps('/cart')}>
          <ShoppingCartIcon aria-hidden className="size-5" />
          {t('cart')}
          <CountBadge count={cartCount} text={t('cartCount', { count: cartCount })} />
        </Link>
      </li>
      {user && (
        <li>
          <NotificationsLink href={user.role === 'ADMIN' ? '/admin/notifications' : '/dashboard/notifications'} linkProps={linkProps} />
        </li>
      )}
      {accountLinks(user).map(({ href, label }) => (
        <li key={href} className={visitor ? undefined : 'invisible'}>
          <Link {...linkProps(href)}>{t(label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Count badge: visible number plus words for screen readers (`text`, e.g. '(3 items)'). */
function CountBadge({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span aria-hidden className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}

/** Notifications, with the live unread count. */
function NotificationsLink({ href, linkProps }: { href: string; linkProps: (href: string) => Record<string, unknown> & { href: string } }) {
  const t = useTranslations('layout.nav');
  const { unread } = useLiveNotifications();
  return (
    <Link {...linkProps(href)}>
      <BellIcon aria-hidden className="size-5" />
      <span className="lg:sr-only">{t('notifications')}</span>
      <CountBadge count={unread} text={t('unreadCount', { count: unread })} />
    </Link>
  );
}
