import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from 'react'

/** Why a dropped or chosen file is refused; each zone puts these in its own words. */
export type FileErrorCode = 'file-invalid-type' | 'file-too-large' | 'file-too-small' | 'too-many-files'

export interface FileRejection {
  file: File
  errors: FileErrorCode[]
}

export interface FileRules {
  /** MIME types, as the server accepts them. */
  accept: readonly string[]
  maxSize: number
  minSize?: number
  /** Several files at once; without it, one. */
  multiple: boolean
  /** With `multiple`: at most this many are taken, the first ones; the rest are refused. */
  maxFiles?: number
}

/**
 * Which files a zone takes: a file of another type, or outside the sizes, is refused with every
 * reason that applies (type first); of the files that pass, those past the limit are refused as too
 * many, in the order they came.
 */
export function sortFiles(files: readonly File[], { accept, maxSize, minSize = 0, multiple, maxFiles }: FileRules) {
  const accepted: File[] = []
  const rejections: FileRejection[] = []
  for (const file of files) {
    const errors: FileErrorCode[] = []
    if (!accept.includes(file.type)) errors.push('file-invalid-type')
    if (file.size > maxSize) errors.push('file-too-large')
    else if (file.size < minSize) errors.push('file-too-small')
    if (errors.length > 0) rejections.push({ file, errors })
    else accepted.push(file)
  }
  const limit = multiple ? (maxFiles ?? Number.POSITIVE_INFINITY) : 1
  for (const file of accepted.splice(limit)) rejections.push({ file, errors: ['too-many-files'] })
  return { accepted, rejections }
}

const hasFiles = (event: DragEvent | globalThis.DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files')

/**
 * A zone that takes files dropped on it, and a hidden file input that `open` shows (the zone's
 * button). While a zone is on the page, a file dropped beside it is ignored rather than opened by
 * the browser in place of the app.
 */
export function useFileDrop(rules: FileRules & { disabled?: boolean; onDrop: (accepted: File[], rejections: FileRejection[]) => void }) {
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const [isDragActive, setIsDragActive] = useState(false)
  // Entering a child of the zone leaves the zone itself: count the elements the drag is over.
  const depth = useRef(0)
  const take = (files: readonly File[]) => {
    const { accepted, rejections } = sortFiles(files, rules)
    rules.onDrop(accepted, rejections)
  }

  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (hasFiles(event) && !root.current?.contains(event.target as Node)) event.preventDefault()
    }
    document.addEventListener('dragover', ignore)
    document.addEventListener('drop', ignore)
    return () => {
      document.removeEventListener('dragover', ignore)
      document.removeEventListener('drop', ignore)
    }
  }, [])

  const rootProps = {
    ref: root,
    onDragEnter: (event: DragEvent) => {
      if (rules.disabled || !hasFiles(event)) return
      event.preventDefault()
      depth.current += 1
      setIsDragActive(true)
    },
    onDragOver: (event: DragEvent) => {
      if (rules.disabled || !hasFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setIsDragActive(false)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      depth.current = 0
      setIsDragActive(false)
      if (!rules.disabled) take([...event.dataTransfer.files])
    },
  }
  const inputProps = {
    ref: input,
    type: 'file',
    className: 'sr-only',
    tabIndex: -1,
    accept: rules.accept.join(','),
    multiple: rules.multiple,
    disabled: rules.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      take([...(event.target.files ?? [])])
      // The same file chosen again is a change too.
      event.target.value = ''
    },
  }
  return { rootProps, inputProps, isDragActive, open: () => input.current?.click() }
}
