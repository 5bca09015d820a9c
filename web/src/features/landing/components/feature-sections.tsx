import type { LucideIcon } from 'lucide-react'
import {
  CalendarCheck,
  Clock,
  Languages,
  LayoutGrid,
  MessageCircle,
  Palette,
  QrCode,
  ScanText,
  Tag,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { marketingCopy } from '../content/marketing-copy.ts'
import { LandingSection } from './landing-section.tsx'

const benefits = [
  { key: 'sales', Icon: TrendingUp },
  { key: 'instant', Icon: Zap },
  { key: 'languages', Icon: Languages },
  { key: 'support', Icon: Clock },
  { key: 'qr', Icon: QrCode },
  { key: 'brand', Icon: Palette },
] as const

const features = [
  { key: 'reader', Icon: ScanText },
  { key: 'catalogue', Icon: LayoutGrid },
  { key: 'promotions', Icon: Tag },
  { key: 'bookings', Icon: CalendarCheck },
  { key: 'clients', Icon: Users },
  { key: 'chat', Icon: MessageCircle },
] as const

const steps = ['upload', 'review', 'design', 'share'] as const

/** Six benefits (docs/product-spec.md §2). */
export function BenefitsSection() {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="beneficios"
      eyebrow={t('landing.benefits.eyebrow')}
      heading={t('landing.benefits.heading')}
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ key, Icon }) => (
          <IconCard
            key={key}
            Icon={Icon}
            title={t(`landing.benefits.items.${key}.title`)}
            body={t(`landing.benefits.items.${key}.body`, {
              percent: marketingCopy.figures.salesIncreasePercent,
            })}
          />
        ))}
      </ul>
    </LandingSection>
  )
}

/** Four-step how it works (docs/product-spec.md §2). */
export function HowItWorksSection() {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="como-funciona"
      eyebrow={t('landing.steps.eyebrow')}
      heading={t('landing.steps.heading')}
      className="bg-white"
    >
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((key, index) => (
          <li key={key} className="relative rounded-2xl border border-stone-200 bg-canvas p-6">
            <span
              aria-hidden
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-lg text-stone-900">
              {t(`landing.steps.items.${key}.title`)}
            </h3>
            <p className="mt-2 text-stone-600">{t(`landing.steps.items.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}

/**
 * Six features (docs/product-spec.md §2; docs/product-spec.md §1 advertises chat, client management, bookings
 * and sales).
 */
export function FeaturesSection() {
  const { t } = useTranslation()
  return (
    <LandingSection
      id="caracteristicas"
      eyebrow={t('landing.features.eyebrow')}
      heading={t('landing.features.heading')}
    >
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, Icon }) => (
          <IconCard
            key={key}
            Icon={Icon}
            title={t(`landing.features.items.${key}.title`)}
            body={t(`landing.features.items.${key}.body`)}
          />
        ))}
      </ul>
    </LandingSection>
  )
}

function IconCard({ Icon, title, body }: { Icon: LucideIcon; title: string; body: string }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5.5" />
      </span>
      <h3 className="mt-4 font-semibold text-lg text-stone-900">{title}</h3>
      <p className="mt-2 text-stone-600">{body}</p>
    </li>
  )
}
