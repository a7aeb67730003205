import { useRef } from 'react'
import { useSubmit } from 'react-router'

/**
 * For filter forms kept in the URL: submits the form after `delay` ms (typing) or at once (a choice), replacing
 * the history entry and keeping the scroll, so the list follows what the person types or picks.
 */
export function useAutoSubmit(): (form: HTMLFormElement | null, delay?: number) => void {
  const submit = useSubmit()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  return (form, delay = 0) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (form) void submit(form, { replace: true, preventScrollReset: true })
    }, delay)
  }
}
