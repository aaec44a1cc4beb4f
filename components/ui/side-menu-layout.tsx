import type { ReactNode } from 'react';
import { SideMenu, type SideMenuItem } from './side-menu';

type SideMenuLayoutProps = {
  /** Names the menu's navigation landmark. */
  menuLabel: string;
  /** Shown above the menu on wide screens, e.g. 'My Account'. */
  title: string;
  items: SideMenuItem[];
  after?: ReactNode;
  children: ReactNode;
};

/** The frame of a signed-in area (account, admin): the section menu on the left and the open section beside it. */
export function SideMenuLayout({ menuLabel, title, items, after, children }: SideMenuLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-10">
      <div className="lg:sticky lg:top-20 lg:self-start">
        <p className="mb-3 hidden text-xs font-semibold tracking-wide text-gray-600 uppercase lg:block">{title}</p>
        <SideMenu label={menuLabel} items={items} after={after} />
      </div>
      <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
    </div>
  );
}
