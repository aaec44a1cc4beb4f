import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { formatRs } from '@/lib/money';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';

export const metadata: Metadata = {
  title: 'Shipping & Returns',
  description:
    'Lanka Shop delivers island-wide in 3-7 business days. Delivery fees, tracking, returns within 14 days and exchanges for defective or wrong items.',
  alternates: { canonical: '/shipping&returns' },
};

/** The footer's /shippingreturns redirects here (308), so the page has one canonical URL. */
export default function ShippingAndReturnsPage() {
  return (
    <StaticPage
      title="Shipping & Returns"
      lastUpdated="2026-11-23"
      intro="We deliver to every district of Sri Lanka, and if something is not right with your order we put it right."
    >
      <Prose>
        <h2>Delivery</h2>
        <p>
          We deliver anywhere in Sri Lanka within <strong>3-7 business days</strong> of your order, usually sooner in
          and around Colombo. Business days are Monday to Friday, except public holidays and Poya days. Floods or
          other events beyond our control can delay a delivery; if that happens, we will let you know.
        </p>

        <h3>Delivery fees</h3>
        <ul>
          <li>
            Orders placed from your cart at checkout: <strong>{formatRs(DELIVERY_FEES.cart)}</strong>.
          </li>
          <li>
            A single product bought with Buy Now: <strong>{formatRs(DELIVERY_FEES.buy_now)}</strong>.
          </li>
        </ul>
        <p>The fee is always shown in your order summary before you place the order.</p>

        <h3>Following your order</h3>
        <p>
          Open <Link href="/orders">My Orders</Link> (or Dashboard &gt; Orders) and select an order to see where it is:
          pending, shipped or delivered. We also send you a notification each time its status changes.
        </p>

        <h3>When the courier arrives</h3>
        <p>
          The courier calls the mobile number of your delivery address before coming, so please make sure it is
          correct. For cash on delivery, have the order total ready. If nobody can take the parcel after two
          attempts, it comes back to us and we contact you.
        </p>

        <h2>Returns</h2>
        <p>
          Changed your mind? You can return an item within <strong>14 days</strong> of delivery if it is unused and in
          its original packaging, with any seals and tags intact. For hygiene and safety we cannot take back fresh and
          perishable food or opened personal care products, unless they were defective or not what you ordered.
        </p>
        <p>
          Once we receive and check the item, we refund its price. Card payments are refunded to the same card, which
          can take 5-10 business days to show on your statement; cash on delivery orders are refunded by bank transfer.
          The delivery fee is refunded when the return is our mistake.
        </p>

        <h2>Exchanges for defective or wrong items</h2>
        <p>
          If an item arrives damaged, defective, or is not the item you ordered, we exchange it at no cost to you,
          including delivery both ways. If we have no replacement in stock, we give you a full refund instead. Please
          tell us within 14 days of delivery, or within 2 days for fresh food.
        </p>

        <h2>How to start a return or exchange</h2>
        <ol>
          <li>
            Send us a message through our <Link href="/contact">contact page</Link> or to{' '}
            <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> with your order ID (it starts with ORD-),
            the item and the reason. For a damaged or wrong item, add a photo.
          </li>
          <li>We reply within 2 business days with a return number and the pickup or drop-off details.</li>
          <li>Pack the item in its original packaging and write the return number on the parcel.</li>
          <li>We check the item when it arrives and send your exchange or refund within 5 business days.</li>
        </ol>
      </Prose>
    </StaticPage>
  );
}
