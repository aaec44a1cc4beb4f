import { notFound } from 'next/navigation';

/** Any address no page has is this language's 404 (the storefront's not-found.tsx), inside the shop's frame. */
export default function UnknownPage() {
  notFound();
}
