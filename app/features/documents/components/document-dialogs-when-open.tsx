import { splitPart } from '~/lib/split-part'

// The dialogs are opened by the address (?text=, ?edit=, ?delete=; decision 010), never drawn on the page as it
// first opens, so their code (the dialog, the details form) is loaded in the browser only when one opens
// (issue 32). The server loads it before it draws a page that opens one (`documentDialogsReady` in the loader),
// so the dialog is in the HTML and works without JavaScript; the route's client loader waits for it on a client
// navigation. The upload card is drawn at once and stays with the page (decision 084).
const dialogs = splitPart(() => import('./document-dialogs').then((part) => part.DocumentDialogs))

/** Whether the address opens one of the dialogs. */
const opensDocumentDialog = (url: URL) => ['text', 'edit', 'delete'].some((key) => url.searchParams.has(key))

/** Loads the dialogs' code when the address opens one, before the page is drawn. */
export const documentDialogsReady = async (url: URL) => {
  if (opensDocumentDialog(url)) await dialogs.load()
}

/** The dialog the address opens. */
export const DocumentDialogsWhenOpen = dialogs.Part
