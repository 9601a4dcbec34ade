import { describe, expect, it } from 'vitest'
import { conditionLabel } from './condition-label'

describe('conditionLabel (sidebar label rule)', () => {
  it.each([
    ['mvd', 'MVD'],
    ['ibd', 'IBD'],
    ['IBD', 'IBD'],
    ['ckd', 'Ckd'],
    ['diabetes', 'Diabetes'],
    ['heart_murmur', 'Heart murmur'],
    ['chronic_kidney_disease', 'Chronic kidney disease'],
    ['', ''],
  ])('%j → %j', (condition, label) => {
    expect(conditionLabel(condition)).toBe(label)
  })
})
