// A new record may arrive with its key made by the client (decision 030): the browser queues a write
// made offline and sends it again until it has an answer, so the same request can reach the server
// twice, or twice at once. The service inserts with ON CONFLICT (id) DO NOTHING and, when nothing
// was inserted, asks sameRecordOrConflict whether the row holding the key is this request's.
import { CLIENT_ID_TAKEN_MESSAGE } from '@pawpulse/domain/offline-writes'
import { AppError } from '../lib/app-error'

/** What a create answered: the record, and whether this request made it (201) or found it (200). */
export interface Saved<T> {
  value: T
  created: boolean
}

/**
 * The row a client id already names is the one this request made before when it belongs to the
 * same pet (and medication): it is answered again, with no side effect run twice. Any other row
 * (another pet's, even the same user's) is a 409, so nothing is written or disclosed. A row gone
 * between the insert and this read was deleted by its owner: also a 409, not a resurrection.
 */
export function sameRecordOrConflict<R>(row: R | undefined, isSame: (row: R) => boolean): R {
  if (row && isSame(row)) return row
  throw new AppError('CONFLICT', CLIENT_ID_TAKEN_MESSAGE)
}
