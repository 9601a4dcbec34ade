import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconFilesByName, namesImported } from './lucide-icon-files.ts'
import { iconImportsOneByOne } from './prerender-landing.ts'

const packageDir = join(createRequire(import.meta.url).resolve('lucide-react/package.json'), '..')
const ICON_INDEX = join(packageDir, 'dist/esm/lucide-react.mjs')

describe('namesImported', () => {
  it.each([
    ['Bell', [{ imported: 'Bell', local: 'Bell' }]],
    [
      ' Bell, X as Close ',
      [
        { imported: 'Bell', local: 'Bell' },
        { imported: 'X', local: 'Close' },
      ],
    ],
    [
      '\n  Bell,\n  XIcon,\n',
      [
        { imported: 'Bell', local: 'Bell' },
        { imported: 'XIcon', local: 'XIcon' },
      ],
    ],
  ])('%j', (list, names) => {
    expect(namesImported(list)).toEqual(names)
  })
})

describe('iconFilesByName', () => {
  it('maps every name of an icon to its module, and nothing that is not an icon', () => {
    const index = '/app/node_modules/lucide-react/dist/esm/lucide-react.mjs'
    const code = [
      "export { default as Bell, default as BellIcon, default as LucideBell } from './icons/bell.mjs';",
      "export { default as createLucideIcon } from './createLucideIcon.mjs';",
      "export { __iconNode as bellNode } from './icons/bell.mjs';",
    ].join('\n')
    const files = iconFilesByName(index, code)
    expect([...files.keys()]).toEqual(['Bell', 'BellIcon', 'LucideBell'])
    expect(files.get('BellIcon')).toBe('/app/node_modules/lucide-react/dist/esm/icons/bell.mjs')
  })

  it("reads the installed lucide-react's index", () => {
    const files = iconFilesByName(ICON_INDEX, readFileSync(ICON_INDEX, 'utf8'))
    expect(files.size).toBeGreaterThan(2000)
    expect(files.get('XIcon')).toBe(join(packageDir, 'dist/esm/icons/x.mjs'))
  })
})

describe('iconImportsOneByOne (the landing prerender)', () => {
  const plugin = iconImportsOneByOne()
  const transform = plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>
  const context = { resolve: async () => ({ id: ICON_INDEX }) }
  const run = (code: string, id = '/app/src/features/landing/components/hero.tsx') => transform.call(context, code, id)

  it('imports each icon from its own module, under the name the code uses', async () => {
    const result = await run("import { MailIcon, X as Close } from 'lucide-react';\nexport const icons = [MailIcon, Close]")
    expect(result?.code).toBe(
      [
        `import MailIcon from ${JSON.stringify(join(packageDir, 'dist/esm/icons/mail.mjs'))};`,
        `import Close from ${JSON.stringify(join(packageDir, 'dist/esm/icons/x.mjs'))};`,
        'export const icons = [MailIcon, Close]',
      ].join('\n'),
    )
  })

  it('leaves an import that names anything but icons as it is', async () => {
    expect(await run("import { createLucideIcon, Bell } from 'lucide-react'")).toBeNull()
  })

  it('leaves modules in node_modules, and modules that import nothing from lucide, alone', async () => {
    expect(await run("import { Bell } from 'lucide-react'", '/app/node_modules/some-package/index.js')).toBeNull()
    expect(await run("import { useState } from 'react'")).toBeNull()
  })
})
