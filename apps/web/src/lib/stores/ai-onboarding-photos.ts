/**
 * The AI wizard's pet photos, kept on this device until the save creates the pets (a photo can
 * only be uploaded to a pet that exists). Files do not fit in localStorage, so they live in
 * IndexedDB, keyed by the draft's pet key. Where IndexedDB is missing (a private window in some
 * browsers, the test environment) they are kept in memory for this tab only.
 */
const DB_NAME = 'pawpulse-ai-onboarding'
const STORE = 'pet-photos'
const memory = new Map<string, File>()

function openDb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  })
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  const opening = openDb()
  if (!opening) return undefined
  const db = await opening
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
    })
  } finally {
    db.close()
  }
}

export async function savePetPhoto(petKey: string, file: File): Promise<void> {
  memory.set(petKey, file)
  await run('readwrite', (store) => store.put(file, petKey)).catch(() => undefined)
}

export async function loadPetPhoto(petKey: string): Promise<File | null> {
  const kept = memory.get(petKey)
  if (kept) return kept
  const stored = await run<File>('readonly', (store) => store.get(petKey)).catch(() => undefined)
  return stored ?? null
}

export async function deletePetPhoto(petKey: string): Promise<void> {
  memory.delete(petKey)
  await run('readwrite', (store) => store.delete(petKey)).catch(() => undefined)
}

export async function clearPetPhotos(): Promise<void> {
  memory.clear()
  await run('readwrite', (store) => store.clear()).catch(() => undefined)
}
