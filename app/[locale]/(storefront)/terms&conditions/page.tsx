import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';

export const metadata: Metadata = {
  title: 'Terms & Conditions',
  description:
    'The terms for using Lanka Shop and buying from us: accounts, prices in rupees, orders, payment, delivery, returns and Sri Lankan law.',
  alternates: { canonical: '/terms&conditions' },
};

/** The footer's /termsconditions redirects here (308), so the page has one canonical URL. */
export default function TermsAndConditionsPage() {
  return (
    <StaticPage
      title="Terms & Conditions"
      lastUpdated="2026-11-23"
      intro="These terms apply whenever you use the Lanka Shop website or buy from us. Please read them before you place an order: by placing one you accept them."
    >
      <Prose>
        <h2>1. Who we are</h2>
        <p>
          Lanka Shop is run by {SHOP_CONTACT.company}, {SHOP_CONTACT.address}. In these terms, &ldquo;we&rdquo; and
          &ldquo;us&rdquo; mean Lanka Shop and &ldquo;you&rdquo; means the person using the website or buying from it.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>You need a free account to check out, follow your orders and write reviews. Browsing needs none.</li>
          <li>
            Give us your real name and an e-mail address you can read: we confirm it before you can sign in, and we
            send account and order messages there.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what is done with your account; tell us at once if
            you think someone else has used it.
          </li>
          <li>
            We may suspend an account that is used for fraud, abuse of coupons or anything unlawful. You can delete
            your own account at any time from Dashboard &gt; Settings.
          </li>
        </ul>

        <h2>3. Products and prices</h2>
        <ul>
          <li>
            All prices are in Sri Lankan rupees (Rs.) and include any taxes that apply. A discount is shown next to
            the price it reduces.
          </li>
          <li>
            Pictures show the product as closely as we can; packaging may differ slightly between batches and
            suppliers.
          </li>
          <li>
            Stock is limited. If a price or a description is clearly wrong, we will tell you and you may cancel the
            order without any cost.
          </li>
        </ul>

        <h2>4. Orders</h2>
        <p>
          When you place an order you make an offer to buy the items in it. The order is accepted when it appears in
          your Orders with its order ID (ORD-&hellip;). We may refuse or cancel an order when an item is out of stock,
          a price was wrong or the delivery address cannot be reached; anything you paid for that order is refunded
          in full.
        </p>

        <h2>5. Payment</h2>
        <ul>
          <li>
            <strong>Cash on delivery:</strong> pay the courier the order total when your parcel arrives.
          </li>
          <li>
            <strong>Card:</strong> card payments are processed by Stripe, our online payment gateway. You enter your
            card details on Stripe&rsquo;s secure form; we never see or store your card number.
          </li>
          <li>
            <strong>Coupons</strong> apply at cart checkout only, one per order, until their expiry date or usage
            limit is reached. They cannot be exchanged for cash.
          </li>
        </ul>

        <h2>6. Delivery</h2>
        <p>
          We deliver anywhere in Sri Lanka, normally within 3-7 business days. Delivery fees and times are set out in
          our <Link href="/shipping&returns">Shipping &amp; Returns</Link> policy.
        </p>

        <h2>7. Cancellations, returns and refunds</h2>
        <p>
          You can cancel an order yourself from its order page while it is still pending and unpaid. Returns,
          exchanges and refunds follow our <Link href="/shipping&returns">Shipping &amp; Returns</Link> policy. Nothing
          in these terms limits your rights under the Consumer Affairs Authority Act, No. 9 of 2003.
        </p>

        <h2>8. Reviews</h2>
        <p>
          Reviews must be your honest opinion of a product you know. We remove reviews that are abusive, misleading,
          advertise something else or share someone&rsquo;s personal details.
        </p>

        <h2>9. Using the website</h2>
        <p>
          Do not try to break into the website, other people&rsquo;s accounts or our systems, and do not copy our
          content for commercial use. We work to keep the website available but may pause it for maintenance.
        </p>

        <h2>10. Our responsibility</h2>
        <p>
          We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or
          of our negligence. We are not responsible for losses we could not foresee or that are caused by events
          beyond our reasonable control, such as floods, strikes or curfews; in those cases we will tell you and
          deliver as soon as we can, or refund you.
        </p>

        <h2>11. Changes to these terms</h2>
        <p>
          We may update these terms; the date at the top of this page shows the latest version. The terms in force
          when you placed an order apply to that order.
        </p>

        <h2>12. Law and disputes</h2>
        <p>
          These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka. If we cannot settle a
          disagreement with you directly, the courts of Colombo will decide it.
        </p>

        <h2>13. Contact us</h2>
        <p>
          Questions about these terms? Write to <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>, call{' '}
          {SHOP_CONTACT.phone} or use our <Link href="/contact">contact page</Link>.
        </p>
      </Prose>
    </StaticPage>
  );
}
