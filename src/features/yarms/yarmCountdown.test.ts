import { describe, expect, it } from 'vitest'
import { yarmCountdown } from './YarmCard'

const now = Date.parse('2026-11-20T00:00:00.000Z')
const yarm = { startsAt: '2026-11-23T00:00:00.000Z', endsAt: '2026-12-07T00:00:00.000Z' }

describe('yarmCountdown', () => {
  it('counts to the start of an upcoming Yarm, the end of a live one, and from the end of an ended one', () => {
    expect(yarmCountdown({ ...yarm, status: 'upcoming' }, now)).toEqual({
      verb: 'Starts',
      at: yarm.startsAt,
      text: 'in 3 days',
    })
    expect(yarmCountdown({ ...yarm, status: 'live' }, now)).toMatchObject({
      verb: 'Ends',
      text: 'in 17 days',
    })
    expect(yarmCountdown({ ...yarm, status: 'ended' }, Date.parse('2026-12-10T00:00:00.000Z'))).toMatchObject(
      {
        verb: 'Ended',
        text: '3 days ago',
      },
    )
  })
})
