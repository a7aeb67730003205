import type { LucideIcon } from 'lucide-react'
import { Card, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'

export interface Feature {
  icon: LucideIcon
  title: string
  text: string
}

/** A grid of feature cards, each with an icon, a heading (h3) and a sentence. */
export function FeatureGrid({ features, className }: { features: readonly Feature[]; className?: string }) {
  return (
    <ul className={cn('mt-6 grid grid-cols-1 gap-4 md:grid-cols-2', className)}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <CardHeader>
              <Icon aria-hidden="true" className="size-8 text-primary" />
              <CardTitle>{title}</CardTitle>
              <CardDescription className="text-base">{text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  )
}
