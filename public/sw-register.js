// The offline copy (docs/decisions/079-offline-copy.md): registers the service worker once the page has loaded,
// and empties the signed-in person's saved pages as the sign-out form is sent (the worker does too).
if ('serviceWorker' in navigator) {
  addEventListener('load', function () {
    navigator.serviceWorker.register('/sw.js').catch(function () {})
  })
}
document.addEventListener('submit', function (event) {
  var form = event.target
  if (!window.caches || !(form instanceof HTMLFormElement)) return
  if (new URL(form.action, location.href).pathname !== '/auth/sign-out') return
  caches.keys().then(function (names) {
    names.forEach(function (name) {
      if (name.indexOf('afterword-person-') === 0) caches.delete(name)
    })
  })
})
