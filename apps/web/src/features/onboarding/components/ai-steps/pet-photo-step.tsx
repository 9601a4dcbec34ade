import { useEffect, useMemo, useState } from 'react'
import { ImageDropZone } from '#web/components/image-drop-zone.tsx'
import { deletePetPhoto, loadPetPhoto, savePetPhoto } from '#web/lib/stores/ai-onboarding-photos.ts'
import { type AiDraftPet, useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'

/** The chosen photo, shown small; its object URL is let go when the photo changes. */
function PhotoPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  return <img src={url} alt="" className="size-full object-cover" />
}

/** One pet's photo: kept on this device (IndexedDB) and uploaded right after the save creates the pet. */
function PetPhotoField({ pet }: { pet: AiDraftPet }) {
  const updatePet = useAiOnboardingStore((state) => state.updatePet)
  const [file, setFile] = useState<File | null>(null)
  const [hasLooked, setHasLooked] = useState(false)
  const name = pet.name.trim() || 'your pet'

  useEffect(() => {
    let isCurrent = true
    void loadPetPhoto(pet.key).then((kept) => {
      if (!isCurrent) return
      setFile(kept)
      setHasLooked(true)
    })
    return () => {
      isCurrent = false
    }
  }, [pet.key])

  const change = (next: File | null) => {
    setFile(next)
    if (next) {
      updatePet(pet.key, { photo: { fileName: next.name } })
      void savePetPhoto(pet.key, next)
    } else {
      updatePet(pet.key, { photo: null })
      void deletePetPhoto(pet.key)
    }
  }

  return (
    <li className="flex flex-wrap items-start gap-4 rounded-md border border-border p-3">
      <div className="size-20 shrink-0 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {file && typeof URL.createObjectURL === 'function' ? <PhotoPreview file={file} /> : null}
      </div>
      <div className="min-w-0 flex-1 basis-64">
        <ImageDropZone
          label={`Photo of ${name} (optional)`}
          removeLabel="Remove photo"
          file={file}
          onFileChange={change}
          isUploading={false}
        />
        {hasLooked && pet.photo && !file ? (
          <p className="mt-1 text-sm text-muted-foreground">{pet.photo.fileName} is no longer on this device: choose it again.</p>
        ) : null}
      </div>
    </li>
  )
}

/** Step 3: a photo per pet, optional. */
export function PetPhotoStep() {
  const pets = useAiOnboardingStore((state) => state.pets)
  return (
    <div className="mt-4 grid gap-3">
      <p className="text-sm text-muted-foreground">
        The photo stays on this device until you save; then it is uploaded and becomes the pet’s profile photo. You can skip this.
      </p>
      <ul className="grid gap-3">
        {pets.map((pet) => (
          <PetPhotoField key={pet.key} pet={pet} />
        ))}
      </ul>
    </div>
  )
}
