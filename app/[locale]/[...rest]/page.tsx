import { notFound } from 'next/navigation';

/** Any address no page has is this language's 404 (app/[locale]/not-found.tsx), inside the shop's frame. */
export default function UnknownPage() {
  notFound();
}
