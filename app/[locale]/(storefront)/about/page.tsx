import { EyeIcon, HeartHandshakeIcon, type IconComponent, MapPinnedIcon, ShieldCheckIcon, TargetIcon, TruckIcon } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { languageAlternates } from '@/lib/i18n/alternates';
import { StaticPage } from '@/components/shop/static-page';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('about.meta');
  return {
    title: t('title'),
    description: t('description'),
    alternates: languageAlternates('/about', await getLocale()),
  };
}

const aims = [
  { id: 'mission-heading', key: 'mission', Icon: TargetIcon },
  { id: 'vision-heading', key: 'vision', Icon: EyeIcon },
] as const satisfies readonly { id: string; key: string; Icon: IconComponent }[];

const promises = [
  { key: 'delivery', Icon: TruckIcon },
  { key: 'payments', Icon: ShieldCheckIcon },
  { key: 'local', Icon: MapPinnedIcon },
  { key: 'people', Icon: HeartHandshakeIcon },
] as const satisfies readonly { key: string; Icon: IconComponent }[];

/** The names are the people's own; their roles and lines are translated. */
const team = [
  { key: 'dilani', name: 'Dilani Perera' },
  { key: 'arjun', name: 'Arjun Sivakumar' },
  { key: 'fathima', name: 'Fathima Rizwan' },
] as const;

const sectionHeading = 'text-2xl font-bold tracking-tight text-gray-900';

export default async function AboutPage() {
  const t = await getTranslations('about');
  return (
    <StaticPage title={t('title')} width="wide" intro={t('intro')}>
      <div className="space-y-14 lg:space-y-20">
        <section aria-labelledby="story-heading" className="grid gap-8 lg:grid-cols-5 lg:gap-12">
          <div className="max-w-prose text-base leading-7 text-gray-800 lg:col-span-3">
            <h2 id="story-heading" className={sectionHeading}>
              {t('story.heading')}
            </h2>
            <p className="mt-4">{t('story.p1')}</p>
            <p className="mt-4">{t('story.p2')}</p>
            <p className="mt-4">{t('story.p3')}</p>
          </div>
          <ul aria-label={t('promisesLabel')} className="grid gap-4 self-start sm:grid-cols-2 lg:col-span-2">
            {promises.map(({ key, Icon }) => (
              <li key={key} className="rounded-lg border border-gray-200 bg-gray-50 p-4">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <p className="mt-2 font-semibold text-gray-900">{t(`promises.${key}.title`)}</p>
                <p className="mt-1 text-sm text-gray-700">{t(`promises.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          {aims.map(({ id, key, Icon }) => (
            <section key={id} aria-labelledby={id} className="rounded-xl border border-gray-200 p-6 sm:p-8">
              <Icon aria-hidden className="size-8 text-brand-700" />
              <h2 id={id} className={`mt-4 ${sectionHeading}`}>
                {t(`${key}.title`)}
              </h2>
              <p className="mt-3 leading-7 text-gray-800">{t(`${key}.text`)}</p>
            </section>
          ))}
        </div>

        <section aria-labelledby="team-heading">
          <h2 id="team-heading" className={sectionHeading}>
            {t('team.heading')}
          </h2>
          <p className="mt-2 text-gray-700">{t('team.intro')}</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {team.map(({ key, name }) => (
              <li key={name} className="flex gap-4 rounded-lg border border-gray-200 p-5">
                <Avatar name={name} size="md" />
                <div className="min-w-0">
                  <h3 className="font-semibold text-gray-900">{name}</h3>
                  <p className="text-sm font-medium text-brand-800">{t(`team.${key}.role`)}</p>
                  <p className="mt-2 text-sm leading-6 text-gray-700">{t(`team.${key}.line`)}</p>
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
              {t('join.heading')}
            </h2>
            <p className="mt-2 max-w-xl text-gray-800">{t('join.text')}</p>
          </div>
          <Link href="/register" className={`${buttonClassName()} shrink-0 px-6 py-3`}>
            {t('join.cta')}
          </Link>
        </section>
      </div>
    </StaticPage>
  );
}
