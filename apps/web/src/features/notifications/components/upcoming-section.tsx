import type { Upcoming } from '@pawpulse/domain/reminder-api'
import { localDate, localToday } from '@pawpulse/domain/time-zone'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { describeSubject, formatDayAndTime, formatTime } from './describe-reminder'

/** A reminder twice a day fills a week with 14 rows: the rest of the week shows this many until asked. */
const WEEK_PREVIEW = 6

/** The next seven days from the reminders' rules, split into today and the rest of the week. */
export function UpcomingSection({ upcoming, timeZone, now }: { upcoming: Upcoming[]; timeZone: string; now: number }) {
  const [isWeekOpen, setIsWeekOpen] = useState(false)
  const today = localToday(timeZone, new Date(now))
  const isToday = (entry: Upcoming) => localDate(entry.dueAt, timeZone) === today
  const week = upcoming.filter((entry) => !isToday(entry))
  const groups = [
    { title: 'Today', entries: upcoming.filter(isToday), when: formatTime },
    { title: 'This week', entries: isWeekOpen ? week : week.slice(0, WEEK_PREVIEW), when: formatDayAndTime },
  ]
  return (
    <section aria-labelledby="upcoming-title" className="grid content-start gap-3">
      <h2 id="upcoming-title" className="text-lg font-semibold">
        Coming up
      </h2>
      {upcoming.length === 0 ? <EmptyState title="Nothing in the next seven days" /> : null}
      {groups.map((group) =>
        group.entries.length > 0 ? (
          <div key={group.title} className="grid gap-1">
            <h3 className="text-sm font-semibold text-muted-foreground">{group.title}</h3>
            <ul className="divide-y divide-border rounded-lg border border-border bg-card">
              {group.entries.map((entry) => (
                <li key={`${entry.reminderId} ${entry.dueAt}`} className="flex flex-wrap items-baseline gap-x-3 px-4 py-2">
                  <span className="w-full text-sm font-medium tabular-nums sm:w-36 sm:shrink-0">{group.when(entry.dueAt, timeZone)}</span>
                  <span className="min-w-0 flex-1 break-words">
                    {entry.title}
                    <span className="block text-sm text-muted-foreground">{describeSubject(entry.petName, entry.category)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {week.length > WEEK_PREVIEW ? (
        <div>
          <Button variant="link" aria-expanded={isWeekOpen} onClick={() => setIsWeekOpen(!isWeekOpen)}>
            {isWeekOpen ? 'Show fewer' : `Show all ${week.length} this week`}
          </Button>
        </div>
      ) : null}
    </section>
  )
}
