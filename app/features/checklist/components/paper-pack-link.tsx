import { PAPER_PACK_LINK_TEXT } from '../paper-pack'

/** The paper pack, offered beside the checklist (decision 073): a plain link, so it works without JavaScript. */
export function PaperPackLink() {
  return (
    <p>
      <a href="/dashboard/paper-pack.pdf" download className="font-medium text-primary underline underline-offset-4">
        {PAPER_PACK_LINK_TEXT}
      </a>{' '}
      <span className="text-muted-foreground">(PDF)</span>
    </p>
  )
}
