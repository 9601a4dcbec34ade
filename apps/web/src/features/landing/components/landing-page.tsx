import { BellIcon, FileTextIcon, HeartPulseIcon, PawPrintIcon, PillIcon, UsersIcon, WindIcon } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'

export type LandingLink = ComponentType<{ href: string; className?: string; children: ReactNode }>

const features = [
  { icon: PawPrintIcon, title: 'Pet profiles', text: 'Breed, age, weight, photos and your care team, for every pet.' },
  { icon: HeartPulseIcon, title: 'Health conditions and symptoms', text: 'Log symptoms for each condition and see how they change.' },
  { icon: WindIcon, title: 'Breathing rate', text: 'Count sleeping breaths per minute and follow the trend.' },
  { icon: PillIcon, title: 'Medications', text: 'Keep doses, schedules and preventive treatments in one list.' },
  { icon: BellIcon, title: 'Reminders', text: 'Get reminded by e-mail or push notification when care is due.' },
  { icon: FileTextIcon, title: 'Reports for your vet', text: 'Turn your logs into a report and share it with a link.' },
  { icon: UsersIcon, title: 'Shared care', text: 'Invite the people in your household to care for your pets with you.' },
] as const

const primaryLink =
  'inline-flex h-11 items-center justify-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-hover'
const secondaryLink =
  'inline-flex h-11 items-center justify-center rounded-md border border-border bg-card px-5 font-medium text-foreground hover:bg-muted'

/**
 * `/`: what Pawpulse is, with the calls to sign up and sign in. It imports only React and
 * a few icons so that the landing entry stays within its 80 KB budget; links come from outside
 * (plain anchors on the landing entry, router links inside the app).
 */
export function LandingPage({ Link, signedIn = false }: { Link: LandingLink; signedIn?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between px-4">
          <span className="text-lg font-bold text-primary">Pawpulse</span>
          {/* Someone signed in to an account would be sent back here from /auth: offer the dashboard instead. */}
          <Link href={signedIn ? '/dashboard' : '/auth'} className="rounded-sm font-medium text-primary underline-offset-4 hover:underline">
            {signedIn ? 'Open your dashboard' : 'Sign in'}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus-visible:outline-none">
        <section className="bg-primary-soft">
          <div className="mx-auto max-w-5xl px-4 py-16 sm:py-24">
            <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">Your pet’s health, kept together.</h1>
            <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
              Pawpulse is where pet owners keep their pets’ health: conditions and symptoms, sleeping breathing rate, medications,
              reminders, and reports to share with the vet.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {signedIn ? (
                <Link href="/dashboard" className={primaryLink}>
                  Open your dashboard
                </Link>
              ) : (
                <>
                  <Link href="/auth?mode=sign-up" className={primaryLink}>
                    Get started
                  </Link>
                  <Link href="/dashboard" className={secondaryLink}>
                    Try it as a guest
                  </Link>
                </>
              )}
            </div>
          </div>
        </section>
        <section aria-labelledby="features-title" className="mx-auto max-w-5xl px-4 py-16">
          <h2 id="features-title" className="text-2xl font-bold text-foreground">
            What you can keep in Pawpulse
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-lg border border-border bg-card p-5">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-3 font-semibold text-foreground">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-border bg-card">
        <div className="mx-auto max-w-5xl px-4 py-6 text-sm text-muted-foreground">Pawpulse — pet health and care.</div>
      </footer>
    </div>
  )
}
