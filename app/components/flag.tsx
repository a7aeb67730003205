import au from 'flag-icons/flags/4x3/au.svg?no-inline'
import ca from 'flag-icons/flags/4x3/ca.svg?no-inline'
import gb from 'flag-icons/flags/4x3/gb.svg?no-inline'
import ie from 'flag-icons/flags/4x3/ie.svg?no-inline'
import nz from 'flag-icons/flags/4x3/nz.svg?no-inline'
import us from 'flag-icons/flags/4x3/us.svg?no-inline'
import { COUNTRIES } from '~/content/catalogue'
import type { CountryCode } from '~/content/schema'
import { cn } from '~/lib/utils'

// Files, not inlined into the script (`?no-inline`): as data addresses they were 2 KB of every page that shows a
// flag, the settings page too (decision 084). SVG, not emoji: Windows shows flag emoji as two letters, and some systems have no emoji font at all.
const FLAG_IMAGES: Record<CountryCode, string> = { AU: au, CA: ca, IE: ie, NZ: nz, UK: gb, US: us }

const FLAG_SIZES = { sm: 'h-4 w-6', md: 'h-6 w-8', lg: 'h-9 w-12' } as const

/**
 * A country's flag. Next to the country's name it is decoration (empty alt); alone it is announced as
 * 'Flag of {country}'.
 */
export function Flag({
  code,
  decorative = false,
  size = 'md',
  className,
}: {
  code: CountryCode
  decorative?: boolean
  size?: keyof typeof FLAG_SIZES
  className?: string
}) {
  return (
    <img
      src={FLAG_IMAGES[code]}
      alt={decorative ? '' : `Flag of ${COUNTRIES[code].name}`}
      width={32}
      height={24}
      className={cn('inline-block shrink-0 rounded-sm border border-border object-cover', FLAG_SIZES[size], className)}
    />
  )
}
