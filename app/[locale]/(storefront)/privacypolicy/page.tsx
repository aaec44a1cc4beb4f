import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description:
    'What personal data Lanka Shop keeps, why, who we share it with, the cookies we use and your rights under Sri Lanka’s Personal Data Protection Act.',
  alternates: { canonical: '/privacypolicy' },
};

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated="2026-11-23"
      intro="We keep only the personal data we need to run your account and deliver your orders, and we never sell it. This policy explains what we keep, why, and how you stay in control of it."
    >
      <Prose>
        <h2>Who is responsible for your data</h2>
        <p>
          {SHOP_CONTACT.company}, {SHOP_CONTACT.address}, is the controller of the personal data described here. We
          handle it in line with Sri Lanka&rsquo;s Personal Data Protection Act, No. 9 of 2022.
        </p>

        <h2>What we keep</h2>
        <h3>Your account</h3>
        <p>
          Your name, e-mail address and, if you add them, your mobile number and profile picture. Your password is
          stored only as a one-way hash, so nobody at Lanka Shop can read it.
        </p>
        <h3>Your addresses</h3>
        <p>
          The delivery addresses you save: name, mobile number, address line, city, province, postal code and
          country.
        </p>
        <h3>Your orders</h3>
        <p>
          What you ordered, the prices, delivery fee, coupon and total, the delivery address, and the order&rsquo;s
          delivery and payment status. We also keep your cart, your product reviews and the notifications we send you
          about your orders.
        </p>
        <h3>Your payments</h3>
        <p>
          Card payments are handled by Stripe, our payment gateway. You type your card details into Stripe&rsquo;s
          secure form, so <strong>card numbers never reach or touch Lanka Shop</strong>. From Stripe we receive only a
          payment reference, the amount and whether the payment succeeded. For cash on delivery we record when the
          order was paid.
        </p>
        <h3>Messages and the newsletter box</h3>
        <p>
          This website does not store or send what you type into the contact form or the newsletter box. When you
          e-mail or call us, we keep that conversation only as long as we need it to help you.
        </p>

        <h2>Why we use it</h2>
        <ul>
          <li>To run your account and confirm your e-mail address (our contract with you).</li>
          <li>To take, deliver and support your orders, payments and returns (our contract with you).</li>
          <li>
            To keep the shop secure, for example by limiting repeated sign-in attempts and stopping fraud (our
            legitimate interest).
          </li>
          <li>To keep order and payment records for tax and accounting (a legal obligation).</li>
        </ul>
        <p>We do not use your data for automated decisions about you, and we do not sell it or rent it to anyone.</p>

        <h2>Who we share it with</h2>
        <ul>
          <li>
            <strong>Stripe</strong>, to process card payments. Stripe handles card data under its own privacy policy
            and the PCI DSS security standard.
          </li>
          <li>
            <strong>Our delivery partners</strong>, who receive the name, address and mobile number on the parcel and
            nothing more.
          </li>
          <li>
            <strong>The service that sends our e-mails</strong>, for account and order messages.
          </li>
          <li>Authorities, only when Sri Lankan law requires us to.</li>
        </ul>
        <p>
          Some of these providers keep data outside Sri Lanka. We only use providers bound by contract to protect it as
          the Personal Data Protection Act requires.
        </p>

        <h2>Cookies</h2>
        <p>We use only the cookies the shop needs to work, and no advertising or tracking cookies:</p>
        <ul>
          <li>
            <strong>A session cookie</strong> keeps you signed in for up to 7 days. Scripts on the page cannot read
            it.
          </li>
          <li>
            <strong>A security cookie</strong> protects your account from forms submitted by other websites.
          </li>
        </ul>
        <p>
          While you reset your password or place an order, your browser also keeps a few details (your e-mail address,
          the order you just placed) in this tab&rsquo;s session storage; they are gone when you close the tab.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your account data for as long as you have an account. When you delete your account from Dashboard
          &gt; Settings, we delete your profile, addresses, cart, reviews and notifications at once. Order and payment
          records are kept for as long as tax and accounting law requires, no longer linked to your account.
        </p>

        <h2>How we protect it</h2>
        <p>
          The website is served over an encrypted connection, passwords are hashed, and only the staff who process
          orders can see order details. If a breach ever put your data at risk, we would tell you and the Data
          Protection Authority as the law requires.
        </p>

        <h2>Your rights</h2>
        <p>Under the Personal Data Protection Act, No. 9 of 2022, you have the right to:</p>
        <ul>
          <li>ask what personal data we hold about you and receive a copy;</li>
          <li>have wrong or incomplete data corrected (you can edit your profile and addresses yourself);</li>
          <li>have your data erased (you can delete your account yourself from Dashboard &gt; Settings);</li>
          <li>withdraw your consent or object to a use of your data; and</li>
          <li>ask us to review a decision about your data.</li>
        </ul>
        <p>
          Write to <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a> or use our{' '}
          <Link href="/contact">contact page</Link>; we answer within 21 working days. If you are not satisfied with our
          answer, you may complain to the Data Protection Authority of Sri Lanka.
        </p>

        <h2>Children</h2>
        <p>
          Lanka Shop is not meant for children under 16. If you think a child has given us personal data, contact us
          and we will delete it.
        </p>

        <h2>Changes to this policy</h2>
        <p>
          When we change this policy, we update the date at the top of this page and, for important changes, tell you
          by e-mail.
        </p>
      </Prose>
    </StaticPage>
  );
}
