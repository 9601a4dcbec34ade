import { CopyIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { Button } from '#web/components/ui/button.tsx'

/**
 * The secret of the key just made: the server keeps only its hash, so this is the one time it can
 * be read (docs/product/api-keys.md). The field takes the focus so that it is read out first.
 */
export function NewApiKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      toast.error('Error', { description: 'The key could not be copied. Select it and copy it by hand.' })
    }
  }
  return (
    <section aria-labelledby="new-api-key-title" className="grid gap-3 rounded-md border border-primary bg-primary-soft/40 p-4">
      <h3 id="new-api-key-title" className="font-semibold text-foreground">
        Your new key “{name}”
      </h3>
      <p id="new-api-key-note" className="text-sm text-foreground">
        Copy it now and keep it somewhere safe: <strong>it will not be shown again.</strong> Anyone with it can use your pets’ records as
        this key allows.
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          ref={field}
          readOnly
          aria-label="Your new API key"
          aria-describedby="new-api-key-note"
          value={secret}
          spellCheck={false}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-2 py-1 font-mono text-xs break-all"
          onFocus={(event) => event.target.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" className="size-4" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div>
        <Button type="button" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </section>
  )
}
