import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Container } from '~/components/ui/container'

/** A calm full-page message: not found, or something went wrong. */
export function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="flex flex-col items-start gap-6 py-20">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      <div className="max-w-prose space-y-3 text-lg text-muted-foreground">{children}</div>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </Container>
  )
}

export function NotFoundPage() {
  return (
    <StatusPage title="Oops! Page not found">
      <p>We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
    </StatusPage>
  )
}
