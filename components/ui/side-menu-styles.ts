/**
 * The look of a side-menu entry, shared by its links and by buttons placed in the menu (Logout), so both read as
 * one list: a chip in the phone's scrolling row, a full-width row in the desktop column.
 */
export const sideMenuItemClassName = [
  'flex w-full shrink-0 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-700',
  'border border-gray-200 bg-white lg:border-transparent lg:bg-transparent',
  'hover:bg-brand-50 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800',
  'lg:aria-[current=page]:border-transparent',
].join(' ');
