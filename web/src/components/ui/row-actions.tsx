import { Pencil, Trash2 } from 'lucide-react'
import { Button } from './button.tsx'

type Props = {
  /** The edit button's id: focus returns to it when its dialog closes. */
  editId: string
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}

/** A list row's last cell: edit and delete as icon buttons, named for the row (a card's footer on a phone). */
export function RowActions({ editId, editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <td className="px-4 py-3 text-right align-top max-sm:-mb-2 max-sm:block max-sm:px-0 max-sm:pt-2 max-sm:pb-0 max-sm:text-left">
      <div className="inline-flex gap-1">
        <Button id={editId} variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:text-red-800"
          aria-label={deleteLabel}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </td>
  )
}
