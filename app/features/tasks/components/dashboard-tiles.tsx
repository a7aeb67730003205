import {
  CalendarDays,
  CheckSquare,
  ClipboardList,
  FileText,
  Gavel,
  Landmark,
  ListChecks,
  Mail,
  Printer,
  Settings,
  Users,
} from 'lucide-react'
import type { PlanCounts } from '../task-view'
import { DashboardTile } from './dashboard-tile'

/** The dashboard's figures for the tiles: the plan's counts, as every view counts them (docs/product.md, 'Tasks', Counts). */
export type DashboardFigures = PlanCounts

/** The dashboard's way into every part of the plan, each tile with its figure; premium ones say so. */
export function DashboardTiles({
  figures,
  premium,
  documents,
  organisations,
  members,
  estate,
}: {
  figures: DashboardFigures
  premium: boolean
  documents: number
  organisations: { told: number; total: number }
  members: number
  /** The estate's line (its value so far), for a premium family. */
  estate: string | null
}) {
  return (
    <nav aria-label="Your tasks">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TaskTiles figures={figures} premium={premium} />
        <FeatureTiles {...{ premium, documents, organisations, members, estate }} />
      </ul>
    </nav>
  )
}

/** The tiles into the tasks themselves: all of them, the legal ones, the everyday ones and the guided ones. */
function TaskTiles({ figures, premium }: { figures: DashboardFigures; premium: boolean }) {
  return (
    <>
      <DashboardTile
        to="/dashboard/tasks"
        icon={<ListChecks aria-hidden />}
        title="Task Manager"
        text={`${figures.all.pending} tasks still to do`}
      />
      <DashboardTile
        to="/dashboard/legal-tasks"
        icon={<Gavel aria-hidden />}
        title="Legal tasks"
        premiumNeeded={!premium}
        text={`${figures.legal.pending} of ${figures.legal.total} still to do, ${figures.urgentLegal} of them high priority or urgent`}
      />
      <DashboardTile
        to="/dashboard/generic-tasks"
        icon={<CheckSquare aria-hidden />}
        title="Everyday tasks"
        text={`${figures.everyday.inProgress} of ${figures.everyday.total} in progress`}
      />
      <DashboardTile
        to="/tasks"
        icon={<ClipboardList aria-hidden />}
        title="Guided tasks"
        text="Legal, funeral and estate tasks, step by step"
      />
    </>
  )
}

/** The tiles into the plan's other features, each with its own figure. */
function FeatureTiles({
  premium,
  documents,
  organisations,
  members,
  estate,
}: {
  premium: boolean
  documents: number
  organisations: { told: number; total: number }
  members: number
  estate: string | null
}) {
  return (
    <>
      <DashboardTile
        to="/dashboard/documents"
        icon={<FileText aria-hidden />}
        title="Documents"
        premiumNeeded={!premium}
        text={`${documents} ${documents === 1 ? 'document' : 'documents'}, kept safe and searchable`}
      />
      <DashboardTile
        to="/dashboard/organisations"
        icon={<Mail aria-hidden />}
        title="Who to tell"
        premiumNeeded={!premium}
        text={`Organisations told: ${organisations.told} of ${organisations.total}`}
      />
      <DashboardTile
        to="/dashboard/estate"
        icon={<Landmark aria-hidden />}
        title="The estate"
        premiumNeeded={!premium}
        text={estate ?? 'What they owned and owed, the estate account and the beneficiaries'}
      />
      <DashboardTile
        to="/dashboard/timeline"
        icon={<CalendarDays aria-hidden />}
        title="Timeline"
        premiumNeeded={!premium}
        text="The next eight weeks, and a calendar of every deadline"
      />
      <DashboardTile
        to="/dashboard/checklist"
        icon={<Printer aria-hidden />}
        title="Printable checklist"
        premiumNeeded={!premium}
        text="Print or download your tasks, with their steps and contacts"
      />
      <DashboardTile
        to="/family"
        icon={<Users aria-hidden />}
        title="Family"
        premiumNeeded={!premium}
        text={`${members} ${members === 1 ? 'member' : 'members'}: invite family, roles and activity`}
      />
      <DashboardTile
        to="/dashboard/settings"
        icon={<Settings aria-hidden />}
        title="Settings"
        text="Your details, region and date of death"
      />
    </>
  )
}
