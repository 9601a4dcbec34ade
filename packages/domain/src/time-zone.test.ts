import { describe, expect, it } from 'vitest'
import {
  addDays,
  cachedDateTimeFormat,
  fromLocalInputValue,
  isKnownTimeZone,
  localDate,
  localDayStart,
  localDayStarts,
  localDaysToInstants,
  localNoon,
  localToday,
  offsetMinutes,
  safeTimeZone,
  toLocalInputValue,
  toOffsetDateTime,
  zonedDateTimeToUtc,
} from './time-zone'

describe('isKnownTimeZone and safeTimeZone', () => {
  it.each([
    ['Europe/Amsterdam', true, 'Europe/Amsterdam'],
    ['UTC', true, 'UTC'],
    ['Not/A_Zone', false, 'UTC'],
    ['', false, 'UTC'],
  ])('%j: known %j, safe %j', (zone, known, safe) => {
    expect(isKnownTimeZone(zone)).toBe(known)
    expect(safeTimeZone(zone)).toBe(safe)
  })

  it.each([null, undefined])('%j is UTC', (zone) => expect(safeTimeZone(zone)).toBe('UTC'))
})

describe('localDate', () => {
  it.each([
    ['2026-01-05T23:30:00Z', 'Europe/Amsterdam', '2026-01-06'],
    ['2026-01-05T23:30:00Z', 'UTC', '2026-01-05'],
    ['2026-01-06T03:00:00Z', 'America/New_York', '2026-01-05'],
    ['2026-01-05T11:30:00Z', 'Pacific/Auckland', '2026-01-06'],
    ['2026-01-05T23:30:00Z', 'Not/A_Zone', '2026-01-05'],
    // Month and year ends, leap days.
    ['2026-01-31T23:30:00Z', 'Europe/Amsterdam', '2026-02-01'],
    ['2028-02-29T11:30:00Z', 'Pacific/Auckland', '2028-03-01'],
    ['2028-03-01T07:30:00Z', 'America/Los_Angeles', '2028-02-29'],
    // The date line: Kiritimati (+14) is a day ahead of Pago Pago (-11) most of the day.
    ['2026-12-31T12:00:00Z', 'Pacific/Kiritimati', '2027-01-01'],
    ['2027-01-01T10:00:00Z', 'Pacific/Pago_Pago', '2026-12-31'],
    // Samoa skipped 30 December 2011 when it crossed the date line.
    ['2011-12-30T09:59:59Z', 'Pacific/Apia', '2011-12-29'],
    ['2011-12-30T10:00:00Z', 'Pacific/Apia', '2011-12-31'],
  ])('%s in %s is %s', (instant, zone, expected) => expect(localDate(instant, zone)).toBe(expected))

  it('reads today on the owner’s calendar', () => {
    expect(localToday('Asia/Tokyo', new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22')
  })
})

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-10', -29, '2025-12-12'],
    ['2026-03-28', 1, '2026-03-29'],
  ])('%s %+d → %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected))
})

describe('zonedDateTimeToUtc', () => {
  it.each([
    ['2026-11-21', '09:00', 'UTC', '2026-11-21T09:00:00.000Z'],
    ['2026-11-21', '09:00', 'Europe/Amsterdam', '2026-11-21T08:00:00.000Z'],
    ['2026-07-01', '09:00', 'Europe/Amsterdam', '2026-07-01T07:00:00.000Z'],
    ['2026-11-21', '08:30', 'America/New_York', '2026-11-21T13:30:00.000Z'],
    ['2026-03-08', '12:00', 'America/New_York', '2026-03-08T16:00:00.000Z'],
    ['2026-11-21', '00:15', 'Asia/Kolkata', '2026-11-20T18:45:00.000Z'],
    ['2028-02-29', '00:00', 'Pacific/Auckland', '2028-02-28T11:00:00.000Z'],
    ['2026-11-21', '09:00', 'Not/A_Zone', '2026-11-21T09:00:00.000Z'],
  ])('%s %s in %s → %s', (date, time, zone, expected) => {
    expect(zonedDateTimeToUtc(date, time, zone).toISOString()).toBe(expected)
  })

  // A time the clock skips gives the first minute after the gap; a time it shows twice gives the
  // first of the two. Either side of each change reads normally.
  it.each([
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST.
    ['2026-03-29', '00:59', 'Europe/London', '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', '01:00', 'Europe/London', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', '02:00', 'Europe/London', '2026-03-29T01:00:00.000Z'],
    // London, 25 October 2026: 02:00 BST becomes 01:00 GMT, so 01:00–01:59 happens twice.
    ['2026-10-25', '00:59', 'Europe/London', '2026-10-24T23:59:00.000Z'],
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', '02:00', 'Europe/London', '2026-10-25T02:00:00.000Z'],
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT.
    ['2026-03-08', '01:59', 'America/New_York', '2026-03-08T06:59:00.000Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:00:00.000Z'],
    ['2026-03-08', '03:00', 'America/New_York', '2026-03-08T07:00:00.000Z'],
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST.
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01', '02:00', 'America/New_York', '2026-11-01T07:00:00.000Z'],
    // Amsterdam, 29 March and 25 October 2026 (ahead of UTC, unlike New York).
    ['2026-03-29', '02:30', 'Europe/Amsterdam', '2026-03-29T01:00:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Amsterdam', '2026-10-25T00:30:00.000Z'],
    // Lord Howe moves half an hour: 02:00 (+10:30) becomes 02:30 (+11) on 4 October 2026,
    // and 02:00 (+11) becomes 01:30 (+10:30) on 5 April 2026.
    ['2026-10-04', '01:59', 'Australia/Lord_Howe', '2026-10-03T15:29:00.000Z'],
    ['2026-10-04', '02:15', 'Australia/Lord_Howe', '2026-10-03T15:30:00.000Z'],
    ['2026-10-04', '02:30', 'Australia/Lord_Howe', '2026-10-03T15:30:00.000Z'],
    ['2026-04-05', '01:45', 'Australia/Lord_Howe', '2026-04-04T14:45:00.000Z'],
    ['2026-04-05', '02:00', 'Australia/Lord_Howe', '2026-04-04T15:30:00.000Z'],
    // Samoa's skipped day lands on the first minute of the next one.
    ['2011-12-30', '12:00', 'Pacific/Apia', '2011-12-30T10:00:00.000Z'],
  ])('daylight saving: %s %s in %s → %s', (date, time, zone, expected) => {
    expect(zonedDateTimeToUtc(date, time, zone).toISOString()).toBe(expected)
  })

  it('gives an Invalid Date for a date or time that is not one', () => {
    expect(Number.isNaN(zonedDateTimeToUtc('2026-13-01', '09:00', 'UTC').getTime())).toBe(true)
    expect(Number.isNaN(zonedDateTimeToUtc('2026-01-01', '9am', 'Europe/London').getTime())).toBe(true)
  })
})

describe('localDaysToInstants', () => {
  it.each([
    [{ from: '2026-01-05', to: '2026-01-05' }, 'Europe/Amsterdam', '2026-01-04T23:00:00.000Z', '2026-01-05T23:00:00.000Z'],
    [{ from: '2026-01-01', to: '2026-01-31' }, 'UTC', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    [{ from: '2026-01-01', to: '2026-01-31' }, 'Not/A_Zone', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    // The spring change: 8 March 2026 in New York is 23 hours long; 1 November is 25.
    [{ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    [{ from: '2026-11-01', to: '2026-11-01' }, 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    [{ from: '2028-02-29', to: '2028-02-29' }, 'Pacific/Auckland', '2028-02-28T11:00:00.000Z', '2028-02-29T11:00:00.000Z'],
    // Havana moves its clocks at midnight: 8 March 2026 starts at 01:00.
    [{ from: '2026-03-08', to: '2026-03-08' }, 'America/Havana', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
  ])('%o in %s is [%s, %s)', (range, zone, start, end) => {
    const instants = localDaysToInstants(range, zone)
    expect([instants.start.toISOString(), instants.end.toISOString()]).toEqual([start, end])
  })

  it('starts each day at an instant that is on that day in the zone', () => {
    for (const zone of ['America/Havana', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      for (let day = 0; day < 366; day += 7) {
        const date = addDays('2026-01-01', day)
        expect(localDate(localDayStart(date, zone), zone)).toBe(date)
      }
    }
  })
})

describe('localDayStarts', () => {
  /** What localDayStarts must equal: localDayStart asked for each day on its own. */
  const oneByOne = (from: string, to: string, zone: string) => {
    const starts: number[] = []
    for (let day = from; day <= to; day = addDays(day, 1)) starts.push(localDayStart(day, zone).getTime())
    return starts
  }

  it.each([
    ['2026-01-01', '2026-12-31', 'UTC'],
    ['2026-01-01', '2026-12-31', 'Not/A_Zone'],
    ['2026-01-01', '2026-12-31', 'America/New_York'],
    ['2026-03-01', '2026-03-15', 'Europe/London'],
    // Clocks that move at midnight: the day starts at 01:00.
    ['2026-01-01', '2026-12-31', 'America/Havana'],
    ['2026-01-01', '2026-12-31', 'America/Santiago'],
    // Half an hour of daylight saving.
    ['2026-01-01', '2026-12-31', 'Australia/Lord_Howe'],
    // Samoa skipped 30 December 2011: that day starts when 31 December does.
    ['2011-12-20', '2012-01-10', 'Pacific/Apia'],
    // Morocco left summer time for Ramadan, about a month each year.
    ['2013-01-01', '2019-12-31', 'Africa/Casablanca'],
    // One day, and a range that ends mid-week.
    ['2026-03-08', '2026-03-08', 'America/New_York'],
    ['2026-10-20', '2026-11-03', 'America/New_York'],
  ])('%s to %s in %s: each day as localDayStart gives it', (from, to, zone) => {
    expect(localDayStarts(from, to, zone)).toEqual(oneByOne(from, to, zone))
  })

  it('is empty when the range is', () => {
    expect(localDayStarts('2026-02-02', '2026-02-01', 'UTC')).toEqual([])
  })

  // The week-at-a-time walk assumes no zone changes its offset and back within a week. About
  // 400 zones a day at a time is some seconds of Intl work: a generous limit for a busy machine.
  it('is right for every zone this runtime knows, over a year', { timeout: 60_000 }, () => {
    const wrong = Intl.supportedValuesOf('timeZone').filter(
      (zone) =>
        JSON.stringify(localDayStarts('2026-01-01', '2026-12-31', zone)) !== JSON.stringify(oneByOne('2026-01-01', '2026-12-31', zone)),
    )
    expect(wrong).toEqual([])
  })
})

describe('localNoon', () => {
  it.each([
    ['2026-01-10', 'America/New_York', '2026-01-10T17:00:00.000Z'],
    ['2026-07-10', 'Europe/Amsterdam', '2026-07-10T10:00:00.000Z'],
    ['2026-01-10', 'Pacific/Kiritimati', '2026-01-09T22:00:00.000Z'],
    ['2026-01-10', 'Pacific/Pago_Pago', '2026-01-10T23:00:00.000Z'],
  ])('%s in %s is %s, still that day there', (date, zone, expected) => {
    expect(localNoon(date, zone).toISOString()).toBe(expected)
    expect(localDate(localNoon(date, zone), zone)).toBe(date)
  })
})

describe('offsetMinutes', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Amsterdam', 60],
    ['2026-07-15T12:00:00Z', 'Europe/Amsterdam', 120],
    ['2026-01-15T12:00:00Z', 'America/New_York', -300],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', 330],
    ['2026-01-15T12:00:00Z', 'Australia/Lord_Howe', 660],
    ['2026-07-15T12:00:00Z', 'Australia/Lord_Howe', 630],
    ['2026-01-15T12:00:00Z', 'UTC', 0],
    ['2026-01-15T12:00:00Z', 'Not/A_Zone', 0],
  ])('%s in %s is %d', (instant, zone, expected) => expect(offsetMinutes(new Date(instant), zone)).toBe(expected))
})

describe('toOffsetDateTime', () => {
  it.each([
    ['2026-01-15T06:30:05.900Z', 'Europe/Amsterdam', '2026-01-15T07:30:05+01:00'],
    ['2026-01-15T03:00:00Z', 'America/New_York', '2026-01-14T22:00:00-05:00'],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', '2026-01-15T17:30:00+05:30'],
    ['2026-01-15T12:00:00Z', 'UTC', '2026-01-15T12:00:00+00:00'],
    // The last second before summer time, and the first after (Amsterdam, 29 March 2026).
    ['2026-03-29T00:59:59Z', 'Europe/Amsterdam', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00Z', 'Europe/Amsterdam', '2026-03-29T03:00:00+02:00'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    const text = toOffsetDateTime(new Date(instant), zone)
    expect(text).toBe(expected)
    // The same instant, to the second.
    expect(Date.parse(text)).toBe(Math.floor(Date.parse(instant) / 1000) * 1000)
  })
})

describe('toLocalInputValue', () => {
  it.each([
    ['2026-01-15T23:30:00Z', 'Europe/Amsterdam', '2026-01-16T00:30'],
    ['2026-01-15T23:30:00Z', 'UTC', '2026-01-15T23:30'],
    ['2026-01-15T03:00:00Z', 'America/Los_Angeles', '2026-01-14T19:00'],
  ])('%s in %s shows %s', (instant, zone, expected) => expect(toLocalInputValue(new Date(instant), zone)).toBe(expected))
})

describe('fromLocalInputValue', () => {
  it.each([
    ['2026-01-16T00:30', 'Europe/Amsterdam', '2026-01-16T00:30:00+01:00'],
    ['2026-07-01T08:00', 'Europe/Amsterdam', '2026-07-01T08:00:00+02:00'],
    ['2026-01-14T19:00', 'America/Los_Angeles', '2026-01-14T19:00:00-08:00'],
    ['2026-01-14T19:00', 'Not/A_Zone', '2026-01-14T19:00:00+00:00'],
    // 02:30 does not exist on 29 March 2026 in Amsterdam: the clock jumps from 02:00 to 03:00.
    ['2026-03-29T02:30', 'Europe/Amsterdam', '2026-03-29T03:00:00+02:00'],
    // 02:30 happens twice on 25 October 2026 in Amsterdam: the first, still in summer time.
    ['2026-10-25T02:30', 'Europe/Amsterdam', '2026-10-25T02:30:00+02:00'],
    ['', 'UTC', null],
    ['2026-01-16', 'UTC', null],
    ['yesterday', 'UTC', null],
  ])('%s in %s → %s', (value, zone, expected) => expect(fromLocalInputValue(value, zone)).toBe(expected))

  it('reads back what toLocalInputValue shows', () => {
    const instant = new Date('2026-05-04T18:45:00Z')
    expect(Date.parse(fromLocalInputValue(toLocalInputValue(instant, 'Australia/Sydney'), 'Australia/Sydney') ?? '')).toBe(
      instant.getTime(),
    )
  })
})

describe('formatters', () => {
  // Building an Intl.DateTimeFormat costs far more than using one; a dashboard reads hundreds of dates.
  it('builds none once a zone has been used', () => {
    localDate('2026-01-05T23:30:00Z', 'Europe/Paris')
    zonedDateTimeToUtc('2026-01-05', '09:00', 'Europe/Paris')
    cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Paris' })
    const original = Intl.DateTimeFormat
    let built = 0
    Intl.DateTimeFormat = new Proxy(original, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
        built++
        return new target(...args)
      },
    })
    try {
      for (let day = 0; day < 50; day++) {
        localDate(new Date(Date.UTC(2026, 0, day)), 'Europe/Paris')
        zonedDateTimeToUtc(addDays('2026-03-01', day), '02:30', 'Europe/Paris')
        cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Paris' })
        safeTimeZone('Europe/Paris')
      }
    } finally {
      Intl.DateTimeFormat = original
    }
    expect(built).toBe(0)
  })

  it('formats an unknown zone in UTC', () => {
    const format = cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Not/A_Zone' })
    expect(format.format(new Date('2026-01-15T06:30:00Z'))).toBe('15 Jan 2026, 06:30')
  })
})
