import { ArrowRight, Globe2 } from 'lucide-react'
import { Link } from 'react-router'
import { Flag } from '~/components/flag'
import { Button } from '~/components/ui/button'
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '~/components/ui/card'
import { Container } from '~/components/ui/container'
import { COUNTRY_LIST } from '~/content/catalogue'
import { STATIC_PAGE } from '~/lib/route-handle'
import type { Route } from './+types/resources'

export const handle = STATIC_PAGE

export const meta: Route.MetaFunction = () => [
  { title: 'Regional resources — Afterword' },
  {
    name: 'description',
    content:
      'Free guides to what needs doing after a death in Australia, Canada, Ireland, New Zealand, the United Kingdom and the United States, with official sources.',
  },
]

export default function Resources() {
  return (
    <Container className="py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Regional resources</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Free, plain-language guides for each country: who registers a death and by when, how estates are dealt with, and
        who to call. Every fact shows the official page it came from and the date we checked it.
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {COUNTRY_LIST.map((country) => (
          <li key={country.code}>
            <Card className="flex h-full flex-col">
              <CardHeader className="flex-1">
                <Flag code={country.code} decorative size="lg" />
                <CardTitle as="h2">{country.name}</CardTitle>
                <CardDescription className="text-base">{country.description}</CardDescription>
              </CardHeader>
              <CardFooter>
                <Button asChild variant="outline">
                  <Link to={`/resources/${country.slug}`}>
                    {country.name} guide
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
        <li>
          <Card className="flex h-full flex-col border-dashed">
            <CardHeader className="flex-1">
              <Globe2 aria-hidden="true" className="size-9 text-primary" />
              <CardTitle as="h2">Can’t Find Your Country?</CardTitle>
              <CardDescription className="text-base">
                Tell us where you are. We add countries where people need them most.
              </CardDescription>
            </CardHeader>
            <CardFooter>
              <Button asChild variant="outline">
                <Link to="/support">Contact Support</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      </ul>
    </Container>
  )
}
