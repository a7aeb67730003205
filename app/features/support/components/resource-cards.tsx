import { Link } from 'react-router'
import type { SupportResourceCard } from '../support-view'

export function ResourceCards({ cards }: { cards: SupportResourceCard[] }) {
  return (
    <section aria-labelledby="resources-heading" className="mt-12">
      <h2 id="resources-heading" className="text-2xl font-semibold">
        Support resources
      </h2>
      <p className="mt-2 text-muted-foreground">
        Counted from the services listed on our country resource pages, each with its official source.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-lg border bg-card p-5">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-1 flex-1">{card.description}</p>
            <p className="mt-2 text-muted-foreground">
              {card.providers} {card.providers === 1 ? 'provider' : 'providers'}
            </p>
            <Link
              to={card.href}
              className="mt-3 self-start font-medium text-primary underline underline-offset-4"
              aria-label={`Find Resources: ${card.title}`}
            >
              Find Resources
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
