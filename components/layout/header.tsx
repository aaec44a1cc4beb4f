'use client';

import { MenuIcon, ShoppingCartIcon, XIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useEffect, useRef, useState } from 'react';
import { NavLinks } from './nav-links';
import { LanguageSwitch } from './language-switch';
import { SearchForm } from './search-form';
import { SearchOverlay } from './search-overlay';
import { useScrollHeader } from './use-scroll-header';
import { useVisitor } from './visitor-context';

const MOBILE_MENU_ID = 'mobile-menu';

// The look follows the data attributes that useScrollHeader drives. A hidden header that receives
// keyboard focus slides back in (not-focus-within), so focus never lands on something off-screen.
const headerClassName = [
  'sticky top-0 z-40 border-b motion-safe:transition-[translate,background-color,box-shadow,border-color] motion-safe:duration-300',
  'data-[solid=false]:border-transparent data-[solid=false]:bg-white/75 data-[solid=false]:backdrop-blur-sm',
  'data-[solid=true]:border-gray-200 data-[solid=true]:bg-white data-[solid=true]:shadow-md',
  'data-[hidden=true]:not-focus-within:-translate-y-full',
  // A printed page (a receipt) is the page's content only.
  'print:hidden',
].join(' ');

/** The phone bar's icon buttons: compact, so brand, languages, search, cart and menu fit a 360 px screen. */
const iconButtonClassName = 'relative rounded-md p-1.5 text-gray-700 hover:bg-brand-50 sm:p-2';

/**
 * Brand, product search, navigation and the mobile menu; slides away while the shopper scrolls down. Below `lg` the
 * cart with its count stays in the bar itself, beside search and the menu.
 */
export function Header() {
  const t = useTranslations('layout');
  const pathname = usePathname();
  const cartCount = useVisitor().visitor?.cartCount ?? 0;
  // The menu belongs to the page it was opened on, so any navigation (a link, the back button) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const closeMenu = () => setMenuOpenOn(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { hidden, solid } = useScrollHeader(menuOpen);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header data-hidden={hidden} data-solid={solid} className={headerClassName}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link href="/" onClick={closeMenu} className="shrink-0 text-lg font-bold tracking-tight text-brand-800 sm:text-xl">
          {t('brand')}
        </Link>
        <div className="hidden w-full max-w-sm min-w-32 lg:block">
          <SearchForm />
        </div>
        <nav aria-label={t('mainNav')} className="ml-auto hidden lg:block">
          <NavLinks layout="bar" />
        </nav>
        <div className="shrink-0">
          <LanguageSwitch />
        </div>
        <div className="ml-auto flex shrink-0 items-center sm:gap-1 lg:hidden">
          <SearchOverlay className={iconButtonClassName} />
          <Link
            href="/cart"
            onClick={closeMenu}
            aria-label={t('cartLink', { count: cartCount })}
            aria-current={pathname === '/cart' ? 'page' : undefined}
            className={iconButtonClassName}
          >
            <ShoppingCartIcon aria-hidden className="size-6" />
            {cartCount > 0 ? (
              <span
                aria-hidden
                className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[0.625rem] leading-4 font-semibold text-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            ) : null}
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('menu')}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
            className={iconButtonClassName}
          >
            {menuOpen ? <XIcon aria-hidden className="size-6" /> : <MenuIcon aria-hidden className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={t('mainNav')}
        hidden={!menuOpen}
        className="border-t border-gray-200 bg-white px-4 py-3 lg:hidden"
      >
        <NavLinks layout="menu" onNavigate={closeMenu} />
      </nav>
    </header>
  );
}
