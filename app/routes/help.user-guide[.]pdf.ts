import { userGuidePdf } from '~/features/help/index.server'

/**
 * The help centre's 'User Guide' quick resource: Getting Started and Task Management as one printable PDF.
 * Public, like the help centre; opened in the browser's viewer, with a file name for saving.
 */
export async function loader() {
  const pdf = await userGuidePdf()
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="afterword-user-guide.pdf"',
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
