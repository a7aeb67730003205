/** 'Where this comes from': the page a task’s facts were checked against, in a new tab. */
export function SourceLink({ url, title }: { url: string; title: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="self-start text-sm text-primary underline underline-offset-4 hover:no-underline"
    >
      Where this comes from<span className="sr-only"> (the page behind “{title}”, opens in a new tab)</span>
    </a>
  )
}
