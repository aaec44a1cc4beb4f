import { permanentRedirect } from 'next/navigation';

// The footer links the symbol-free path; the page lives at /shipping&returns.
export default function ShippingReturnsRedirect() {
  permanentRedirect('/shipping&returns');
}
