import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Links and navigation that keep the page's language (`/si/...` stays Sinhala). */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
