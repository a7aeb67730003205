/**
 * What the scale bench's load saw: every request's action, time and outcome, and every write the server
 * acknowledged, with what it changed.
 */

export const ACTIONS = ['public-page', 'sign-in', 'dashboard', 'task-change', 'upload', 'search', 'download'] as const
export type Action = (typeof ACTIONS)[number]

export type Outcome = 'ok' | 'limited' | 'error'

export interface ErrorSample {
  action: Action
  at: number
  what: string
}

export interface ActionFigures {
  requests: number
  ok: number
  limited: number
  errors: number
  errorsInKillWindow: number
  p50: number
  p95: number
  p99: number
}

export interface PhaseFigures {
  label: string
  instances: number
  seconds: number
  requests: number
  requestsPerSecond: number
  errors: number
  errorsInKillWindow: number
  limited: number
  actions: Record<Action, ActionFigures>
  errorSamples: ErrorSample[]
  /** How late the load generator's own event loop ran (it shares the cores with the servers). */
  loadGeneratorLagMs?: { mean: number; p99: number }
}

/** A task's status as last acknowledged, and the statuses of writes sent after it whose outcome is unknown. */
export interface TaskWrite {
  acknowledged: string
  unknown: Set<string>
}

export interface UploadWrite {
  name: string
  sha256: string
  size: number
  /** Who uploaded it: the seeded person n. */
  person: number
  id?: string
}

export class Recorder {
  readonly #latencies = new Map<Action, number[]>()
  readonly #counts = new Map<Action, { ok: number; limited: number; errors: number; inWindow: number }>()
  readonly #errorSamples: ErrorSample[] = []
  #killWindow: { from: number; to: number } | undefined
  readonly started = performance.now()

  constructor(readonly label: string) {
    for (const action of ACTIONS) {
      this.#latencies.set(action, [])
      this.#counts.set(action, { ok: 0, limited: 0, errors: 0, inWindow: 0 })
    }
  }

  /** Requests that failed while they overlapped this window are counted apart (the killed instance's). */
  setKillWindow(from: number, to: number) {
    this.#killWindow = { from, to }
  }

  record(action: Action, startedAt: number, outcome: Outcome, what = '') {
    const endedAt = performance.now()
    const counts = this.#counts.get(action)
    if (!counts) return
    this.#latencies.get(action)?.push(endedAt - startedAt)
    if (outcome === 'ok') counts.ok += 1
    else if (outcome === 'limited') counts.limited += 1
    else {
      const window = this.#killWindow
      const inWindow = window !== undefined && startedAt <= window.to && endedAt >= window.from
      if (inWindow) counts.inWindow += 1
      else counts.errors += 1
      if (this.#errorSamples.length < 50) {
        this.#errorSamples.push({
          action,
          at: Math.round(endedAt - this.started),
          what: `${inWindow ? '[kill] ' : ''}${what}`,
        })
      }
    }
  }

  figures(instances: number, seconds: number): PhaseFigures {
    const actions = {} as Record<Action, ActionFigures>
    let requests = 0
    let errors = 0
    let inWindow = 0
    let limited = 0
    for (const action of ACTIONS) {
      const sorted = [...(this.#latencies.get(action) ?? [])].sort((a, b) => a - b)
      const counts = this.#counts.get(action) ?? { ok: 0, limited: 0, errors: 0, inWindow: 0 }
      const at = (q: number) =>
        sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) : 0
      actions[action] = {
        requests: sorted.length,
        ok: counts.ok,
        limited: counts.limited,
        errors: counts.errors,
        errorsInKillWindow: counts.inWindow,
        p50: Math.round(at(0.5)),
        p95: Math.round(at(0.95)),
        p99: Math.round(at(0.99)),
      }
      requests += sorted.length
      errors += counts.errors
      inWindow += counts.inWindow
      limited += counts.limited
    }
    return {
      label: this.label,
      instances,
      seconds,
      requests,
      requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
      errors,
      errorsInKillWindow: inWindow,
      limited,
      actions,
      errorSamples: this.#errorSamples,
    }
  }
}

export function formatPhase(phase: PhaseFigures): string {
  const head = `${'action'.padEnd(12)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'429'.padStart(5)} ${'errors'.padStart(7)} ${'in kill'.padStart(8)}`
  const rows = ACTIONS.map((action) => {
    const f = phase.actions[action]
    return `${action.padEnd(12)} ${String(f.requests).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p95).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.limited).padStart(5)} ${String(f.errors).padStart(7)} ${String(f.errorsInKillWindow).padStart(8)}`
  })
  const lag = phase.loadGeneratorLagMs
  return [
    `${phase.label}: ${phase.requests} requests in ${phase.seconds.toFixed(0)} s = ${phase.requestsPerSecond} req/s (${phase.instances} instance${phase.instances === 1 ? '' : 's'})`,
    head,
    ...rows,
    ...(lag ? [`load generator's event-loop delay: mean ${lag.mean} ms, p99 ${lag.p99} ms`] : []),
  ].join('\n')
}
