import { otherResponseFieldLabels, type OtherResponseGroup } from '@pawpulse/domain/admin'

const numberFormat = new Intl.NumberFormat()

/** One table per field: what users typed where a list had no fitting option, most frequent first. */
export function OtherResponsesGroups({ groups }: { groups: OtherResponseGroup[] }) {
  return (
    <div className="grid gap-6">
      {groups.map((group) => {
        const label = otherResponseFieldLabels[group.field]
        return (
          <section key={group.field} aria-labelledby={`other-${group.field}`} className="grid gap-2">
            <h2 id={`other-${group.field}`} className="text-lg font-semibold text-foreground">
              {label}
            </h2>
            {group.answers.length === 0 ? (
              <p className="text-muted-foreground">No answers yet.</p>
            ) : (
              <div className="overflow-x-auto rounded-lg border border-border bg-card">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{label}: answers and how often they were given</caption>
                  <thead className="bg-muted text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-4 py-2 font-medium">
                        Answer
                      </th>
                      <th scope="col" className="px-4 py-2 text-right font-medium">
                        Count
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {group.answers.map((answer) => (
                      <tr key={answer.answer}>
                        <th scope="row" className="px-4 py-2 font-normal break-words text-foreground">
                          {answer.answer}
                        </th>
                        <td className="px-4 py-2 text-right text-foreground tabular-nums">{numberFormat.format(answer.count)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {group.distinctAnswers > group.answers.length ? (
              <p className="text-sm text-muted-foreground">
                The {group.answers.length} most frequent of {numberFormat.format(group.distinctAnswers)} different answers.
              </p>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
