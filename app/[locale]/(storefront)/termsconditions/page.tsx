import { permanentRedirect } from 'next/navigation';

// The footer links the symbol-free path; the page lives at /terms&conditions.
export default function TermsConditionsRedirect() {
  permanentRedirect('/terms&conditions');
}
