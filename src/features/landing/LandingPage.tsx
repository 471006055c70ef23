import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { fetchSettings } from '../../api/settings';
import { texts } from '../../domain/texts';
import { ButtonLink } from '../../ui/Button';
import { usePageTitle } from '../../app/page-title';
import { to } from '../../app/routes';
import { useAsync } from '../../app/use-async';
import { DesignCodeDialog } from './DesignCodeDialog';

const t = texts.landing;

function StartTile({ image, title, hint, testId, children }: { image: string; title: string; hint: string; testId: string; children: (body: ReactNode, className: string) => ReactNode }) {
  const className = 'group flex h-full w-full flex-col overflow-hidden rounded-3xl bg-forest-800 text-left shadow-card ring-1 ring-black/5 transition-shadow hover:shadow-card-hover';
  // Image on top, text on a solid band below it: readable whatever the image shows.
  const body = (
    <>
      <span className="block aspect-[2/1] w-full overflow-hidden bg-[#f3f1ec] sm:aspect-[16/9]">
        {image
          ? <img src={image} alt="" className="size-full object-cover object-top transition-transform duration-500 group-hover:scale-[1.03]" />
          : <span className="block size-full bg-gradient-to-br from-wood-200 to-forest-300" />}
      </span>
      <span className="flex flex-1 items-center justify-between gap-4 p-5 sm:p-6">
        <span>
          <span className="block text-xl font-extrabold text-white sm:text-2xl">{title}</span>
          <span className="mt-1 block text-[15px] text-forest-100">{hint}</span>
        </span>
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-wood-500 text-xl text-white transition-transform group-hover:translate-x-1">→</span>
      </span>
    </>
  );
  return <li data-testid={testId}>{children(body, className)}</li>;
}

export function LandingPage() {
  usePageTitle(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const settings = useAsync((signal) => fetchSettings(signal), []);
  const notifications = settings.data
    ? [settings.data.notification, settings.data.notification2, settings.data.notification3].filter((n) => n.trim()).slice(0, 3)
    : [];
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-wood-100 to-cream">
        <div className="mx-auto max-w-7xl px-4 pb-2 pt-8 sm:px-6 sm:pb-6 sm:pt-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-forest-900 sm:text-5xl">{t.title}</h1>
          <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700 sm:mt-4 sm:text-lg">{t.welcome}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
          <StartTile image={settings.data?.imageUrlOwnDesign ?? ''} title={t.startOwnDesign} hint={t.startOwnDesignHint} testId="tile-own-design">
            {(body, className) => <Link href={to.configureHouseCategory()} className={className}>{body}</Link>}
          </StartTile>
          <StartTile image={settings.data?.imageUrlStartWithCode ?? ''} title={t.startWithCode} hint={t.startWithCodeHint} testId="tile-with-code">
            {(body, className) => <button type="button" className={className} onClick={() => setCodeOpen(true)}>{body}</button>}
          </StartTile>
        </ul>
        {notifications.length > 0 && (
          <ul className="mt-6 grid gap-3 md:grid-cols-3" aria-label="Mededelingen">
            {notifications.map((text, i) => (
              <li key={i} className="flex gap-3 rounded-2xl bg-wood-50 px-4 py-3 text-[15px] leading-snug text-stone-800 ring-1 ring-wood-200">
                <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-wood-500" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-col items-start gap-4 rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-200/70 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold text-forest-900">{t.help}</h2>
            <p className="text-stone-600">{t.helpHint}</p>
          </div>
          <ButtonLink href={to.help()} variant="secondary">{t.help}</ButtonLink>
        </div>
      </section>
      <DesignCodeDialog open={codeOpen} onClose={() => setCodeOpen(false)} />
    </main>
  );
}
