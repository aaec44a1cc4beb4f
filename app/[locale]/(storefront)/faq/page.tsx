import { ChevronDown } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { formatRs } from '@/lib/money';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';

export const metadata: Metadata = {
  title: 'FAQ',
  description:
    'How to order from Lanka Shop, pay by card or cash on delivery, track your order, and cancel or change it before it ships.',
  alternates: { canonical: '/faq' },
};

const cartFee = formatRs(DELIVERY_FEES.cart);
const buyNowFee = formatRs(DELIVERY_FEES.buy_now);

const questions: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I place an order?',
    answer: (
      <>
        <ol>
          <li>Find a product through a category on the home page, the Shop page or the search box, and open it.</li>
          <li>Choose the quantity and select Add to Cart. Do the same for everything else you need.</li>
          <li>
            Open your <Link href="/cart">Cart</Link> and select Checkout. You will be asked to sign in, or to{' '}
            <Link href="/register">create a free account</Link> if you do not have one yet.
          </li>
          <li>
            Choose or add a delivery address, pick cash on delivery or card, add a coupon code if you have one, and
            select Proceed to Pay.
          </li>
        </ol>
        <p>
          Need just one product? Buy Now on its page orders it straight away, without the cart. Delivery costs{' '}
          {cartFee} for a cart order and {buyNowFee} for a Buy Now order.
        </p>
      </>
    ),
  },
  {
    question: 'What payment methods do you accept?',
    answer: (
      <>
        <ul>
          <li>
            <strong>Cash on delivery:</strong> pay the courier in cash when your order arrives. There is nothing to pay
            online.
          </li>
          <li>
            <strong>Card:</strong> Visa, Mastercard and other debit or credit cards, paid online through Stripe, our
            secure online payment gateway. After you select Proceed to Pay you go to the payment page and enter your
            card there.
          </li>
        </ul>
        <p>
          Your card details go straight to Stripe: Lanka Shop never sees or stores your card number. All prices are in
          Sri Lankan rupees.
        </p>
      </>
    ),
  },
  {
    question: 'How can I track my order?',
    answer: (
      <>
        <p>
          Sign in and open <Link href="/orders">My Orders</Link> (also under Dashboard &gt; Orders), then select the
          order. Its page shows the progress from <strong>Pending</strong> to <strong>Shipped</strong> to{' '}
          <strong>Delivered</strong>, with the payment status, the items and the delivery address.
        </p>
        <p>
          Each time the status changes we send you a notification, which you will also find under Dashboard &gt;
          Notifications.
        </p>
      </>
    ),
  },
  {
    question: 'Can I cancel or modify my order before it ships?',
    answer: (
      <>
        <p>
          <strong>Cancelling:</strong> while an order is still pending and unpaid, open it from My Orders and select
          Cancel order. If you have already paid by card, or the order has shipped, please{' '}
          <Link href="/contact">contact us</Link> with your order ID and we will help; a paid order that we cancel is
          refunded to your card.
        </p>
        <p>
          <strong>Changing:</strong> an order cannot be edited once it is placed. To change items or quantities, cancel
          the pending order and place a new one. To change the delivery address of an order that has not shipped yet,
          contact us as soon as possible.
        </p>
      </>
    ),
  },
];

export default function FaqPage() {
  return (
    <StaticPage
      title="Frequently Asked Questions"
      intro="Quick answers about ordering, paying, following your delivery and changing an order. Select a question to read its answer."
    >
      <Prose>
        <div className="space-y-3">
          {questions.map(({ question, answer }) => (
            <details key={question} className="group rounded-lg border border-gray-200 bg-white open:border-brand-700/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-semibold text-gray-900 hover:bg-gray-50 sm:px-5 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown aria-hidden className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-gray-200 px-4 pb-5 sm:px-5">{answer}</div>
            </details>
          ))}
        </div>

        <h2>Still have a question?</h2>
        <p>
          Our customer care team is happy to help. Send us a message on the <Link href="/contact">contact page</Link>,
          or read our <Link href="/shipping&returns">Shipping &amp; Returns</Link> policy for delivery times and
          returns.
        </p>
      </Prose>
    </StaticPage>
  );
}
