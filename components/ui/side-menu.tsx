'use client';

import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { sideMenuItemClassName } from './side-menu-styles';

export type SideMenuItem = {
  href: string;
  label: string;
  /** A decorative icon element (rendered aria-hidden by the caller). */
  icon?: ReactNode;
};

type SideMenuProps = {
  /** Names the navigation landmark, e.g. 'Account' or 'Admin'. */
  label: string;
  items: SideMenuItem[];
  /** Extra entries after the links, such as a Logout button. */
  after?: ReactNode;
};

/**
 * An area's section menu: a vertical list beside the content on wide screens, a horizontally scrolling row of
 * chips above it on phones. The first entry is the area's home and is current only on its own path; any other
 * entry is current on its path and below it.
 */
export function SideMenu({ label, items, after }: SideMenuProps) {
  const pathname = usePathname();
  const listRef = useRef<HTMLUListElement>(null);
  const rootHref = items[0]?.href;
  const isCurrent = (href: string) =>
    pathname === href || (href !== rootHref && pathname.startsWith(`${href}/`));

  // On a phone the row scrolls sideways: bring the current entry into view (centred) after each navigation.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-label={label}>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:p-0"
      >
        {items.map(({ href, label: itemLabel, icon }) => (
          <li key={href} className="shrink-0">
            <Link href={href} aria-current={isCurrent(href) ? 'page' : undefined} className={sideMenuItemClassName}>
              {icon}
              {itemLabel}
            </Link>
          </li>
        ))}
        {after && <li className="shrink-0 lg:mt-2 lg:border-t lg:border-gray-200 lg:pt-2">{after}</li>}
      </ul>
    </nav>
  );
}
