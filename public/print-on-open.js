// The printable checklist's page opened by 'Generate & Print' (?autoprint=1) prints itself once shown. The page
// ships no other script (decision 077), so this is a file of its own: the Content-Security-Policy allows scripts
// from the site itself, and inline ones only by nonce.
window.addEventListener('load', function () {
  window.print()
})
