import { Eye, HeartHandshake, type LucideIcon, MapPinned, ShieldCheck, Target, Truck } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { StaticPage } from '@/components/shop/static-page';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';

export const metadata: Metadata = {
  title: 'About Us',
  description:
    'Lanka Shop brings groceries and everyday goods to homes across Sri Lanka at fair rupee prices. Our story, mission, vision and team.',
  alternates: { canonical: '/about' },
};

const aims: { id: string; title: string; text: string; Icon: LucideIcon }[] = [
  {
    id: 'mission-heading',
    title: 'Our mission',
    text: 'To bring everyday essentials to every home in Sri Lanka at honest prices, with delivery you can count on and the choice to pay by card or in cash at your door.',
    Icon: Target,
  },
  {
    id: 'vision-heading',
    title: 'Our vision',
    text: 'An island where a family in Jaffna, Badulla or Galle shops as easily as one in Colombo, and where local producers reach all of them.',
    Icon: Eye,
  },
];

const promises: { title: string; text: string; Icon: LucideIcon }[] = [
  { title: 'Island-wide delivery', text: 'Every district, in 3-7 business days.', Icon: Truck },
  { title: 'Safe payments', text: 'Cash on delivery or card through Stripe.', Icon: ShieldCheck },
  { title: 'Local first', text: 'Sri Lankan brands and growers on our shelves.', Icon: MapPinned },
  { title: 'Real people', text: 'A care team in Colombo that answers.', Icon: HeartHandshake },
];

const team = [
  {
    name: 'Dilani Perera',
    role: 'Founder & Managing Director',
    line: 'Left a career in retail banking to build the shop she wished her parents in Kurunegala could use.',
  },
  {
    name: 'Arjun Sivakumar',
    role: 'Head of Operations & Delivery',
    line: 'Runs our Colombo warehouse and the courier network that reaches all 25 districts.',
  },
  {
    name: 'Fathima Rizwan',
    role: 'Customer Care Lead',
    line: 'Answers your questions in Sinhala, Tamil and English, and makes returns painless.',
  },
];

const sectionHeading = 'text-2xl font-bold tracking-tight text-gray-900';

export default function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      width="wide"
      intro="Lanka Shop is an online shop for groceries and everyday goods, delivering to homes across Sri Lanka with prices in rupees and payment your way."
    >
      <div className="space-y-14 lg:space-y-20">
        <section aria-labelledby="story-heading" className="grid gap-8 lg:grid-cols-5 lg:gap-12">
          <div className="max-w-prose text-base leading-7 text-gray-800 lg:col-span-3">
            <h2 id="story-heading" className={sectionHeading}>
              Our story
            </h2>
            <p className="mt-4">
              Lanka Shop began in 2021 at a kitchen table in Colombo. Our founder was sending rice, dhal, tea and soap
              to her parents in Kurunegala every month, and found that shopping online meant either high prices, a
              card she had to use abroad, or a delivery that never came.
            </p>
            <p className="mt-4">
              So we started small: a few hundred products, one van and a promise to deliver what we sold. Today we
              carry thousands of groceries and household goods, work with couriers in every district, and still pack
              each order in our own warehouse in Colombo.
            </p>
            <p className="mt-4">
              We remain a Sri Lankan company run by people who shop the way you do, at the same prices you see on our
              shelves.
            </p>
          </div>
          <ul aria-label="What we promise" className="grid gap-4 self-start sm:grid-cols-2 lg:col-span-2">
            {promises.map(({ title, text, Icon }) => (
              <li key={title} className="rounded-lg border border-gray-200 bg-gray-50 p-4">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <p className="mt-2 font-semibold text-gray-900">{title}</p>
                <p className="mt-1 text-sm text-gray-700">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          {aims.map(({ id, title, text, Icon }) => (
            <section key={id} aria-labelledby={id} className="rounded-xl border border-gray-200 p-6 sm:p-8">
              <Icon aria-hidden className="size-8 text-brand-700" />
              <h2 id={id} className={`mt-4 ${sectionHeading}`}>
                {title}
              </h2>
              <p className="mt-3 leading-7 text-gray-800">{text}</p>
            </section>
          ))}
        </div>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className={sectionHeading}>
            Meet the team
          </h2>
          <p className="mt-2 text-gray-700">Three of the people behind every order.</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map(({ name, role, line }) => (
              <li key={name} className="flex gap-4 rounded-lg border border-gray-200 p-5">
                <Avatar name={name} size="md" />
                <div className="min-w-0">
                  <h3 className="font-semibold text-gray-900">{name}</h3>
                  <p className="text-sm font-medium text-brand-800">{role}</p>
                  <p className="mt-2 text-sm leading-6 text-gray-700">{line}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="join-heading"
          className="flex flex-col items-start gap-6 rounded-xl bg-brand-50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="join-heading" className={sectionHeading}>
              Join Lanka Shop
            </h2>
            <p className="mt-2 max-w-xl text-gray-800">
              Create your free account to check out faster, follow your orders and hear about offers first.
            </p>
          </div>
          <Link href="/register" className={`${buttonClassName()} shrink-0 px-6 py-3`}>
            Subscribe Now
          </Link>
        </section>
      </div>
    </StaticPage>
  );
}
