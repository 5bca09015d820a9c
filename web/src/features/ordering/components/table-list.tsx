import { Printer } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PrintCardButton, TableChangeButtons } from './table-actions.tsx'
import { useTableCardsPrint } from './table-cards-print.tsx'
import { type AskedChange, TableDialogs, type TableNotice } from './table-dialogs.tsx'
import { NoTables } from './table-states.tsx'
import { tableTitle } from './table-title.ts'

type Props = { tables: readonly DiningTable[]; canChange: boolean }

/** The tables by area, in the order the server lists them (those without an area under one heading). */
export function groupByArea(tables: readonly DiningTable[]): { area: string; tables: DiningTable[] }[] {
  const groups = new Map<string, DiningTable[]>()
  for (const table of tables) groups.set(table.area, [...(groups.get(table.area) ?? []), table])
  return [...groups].map(([area, grouped]) => ({ area, tables: grouped }))
}

/**
 * "Tus mesas": a card per table under its area's heading, each with its buttons, and every card printed at
 * once. What a change did is said once for the list, politely; why it failed, in an alert.
 */
export function TableList({ tables, canChange }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const alertId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cards = useTableCardsPrint()
  const [asked, setAsked] = useState<AskedChange | null>(null)
  const [notice, setNotice] = useState<TableNotice | null>(null)
  const failure = notice?.isFailure
    ? notice.text
    : cards.hasFailed
      ? t('ordering.tables.actions.printFailed')
      : null

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-lg text-stone-900 outline-none"
        >
          {t('ordering.tables.list.heading')}{' '}
          <span className="font-normal text-base text-stone-600">
            ({t('ordering.tables.list.count', { count: tables.length })})
          </span>
        </h2>
        {tables.length > 0 ? (
          <Button variant="secondary" disabled={cards.isPreparing} onClick={() => void cards.print(tables)}>
            <Printer aria-hidden />
            {t('ordering.tables.list.printAll')}
          </Button>
        ) : null}
      </div>
      {failure ? <FormAlert id={alertId}>{failure}</FormAlert> : null}
      <p role="status" className="sr-only">
        {notice && !notice.isFailure ? notice.text : ''}
      </p>
      {tables.length === 0 ? <NoTables canAdd={canChange} /> : null}
      {groupByArea(tables).map((group) => (
        <AreaGroup key={group.area} area={group.area}>
          {group.tables.map((table) => (
            <li
              key={table.id}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="wrap-anywhere min-w-0 pt-1 font-semibold text-lg text-stone-900">
                  {tableTitle(t, 'ordering.tables.list.tableName', table.name)}
                </p>
                {canChange ? (
                  <TableChangeButtons
                    table={table}
                    onChange={(change) => {
                      setNotice(null)
                      setAsked({ table, change })
                    }}
                  />
                ) : null}
              </div>
              <PrintCardButton
                table={table}
                isPrinting={cards.isPreparing}
                onPrint={() => void cards.print([table])}
              />
            </li>
          ))}
        </AreaGroup>
      ))}
      <TableDialogs
        asked={asked}
        onClose={() => setAsked(null)}
        onNotice={setNotice}
        listHeadingRef={headingRef}
      />
      {cards.sheet}
    </section>
  )
}

function AreaGroup({ area, children }: { area: string; children: ReactNode }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-medium text-sm text-stone-700 uppercase tracking-wide">
        {area || t('ordering.tables.list.noArea')}
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  )
}
