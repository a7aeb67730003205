import type { ComponentProps } from 'react'
import { splitPart } from '~/lib/split-part'

// The member dialogs are opened by the address (?member=, ?remove=, ?leave=1), never drawn on the page as it
// first opens, so their code (and the dialog's) is loaded in the browser only when one opens (issue 32). The
// server loads it before it draws a page that opens one (`memberDialogsReady` in the loader), so the dialog is
// in the HTML and works without JavaScript; the route's client loader waits for it on a client navigation.
const dialogs = splitPart(() => import('./member-dialogs').then((part) => part.MemberDialogs))

/** Whether the address opens one of the member dialogs. */
export const opensMemberDialog = (url: URL) =>
  url.searchParams.has('member') || url.searchParams.has('remove') || url.searchParams.get('leave') === '1'

/** Loads the dialogs' code when the address opens one, before the page is drawn. */
export const memberDialogsReady = async (url: URL) => {
  if (opensMemberDialog(url)) await dialogs.load()
}

type Props = ComponentProps<typeof dialogs.Part>

/** The dialog the address opens, if any. */
export function MemberDialogsWhenOpen(props: Props) {
  if (!props.settingsFor && !props.removing && !props.leaving) return null
  return <dialogs.Part {...props} />
}
