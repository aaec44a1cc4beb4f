import { permanentRedirect } from 'next/navigation';

// The footer links the symbol-free path (SPEC.md §2); the page lives at /shipping&returns.
export default function ShippingReturnsRedirect() {
  permanentRedirect('/shipping&returns');
}
