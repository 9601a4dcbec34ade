import { reminderChannels } from '@pawpulse/domain/reminder-api'

/** What decides where a user's notifications may go besides the in-app inbox. */
export interface ChannelOwner {
  isAnonymous: boolean
  preferredNotificationMethods: string[]
}

/**
 * The channels (besides the inbox, which always gets an entry) a user's notifications go out on:
 * the methods they chose that Pawpulse can deliver. A guest has no address, so the inbox only.
 * Every sender of urgent alerts asks this one function; a new channel (push) is added here and in
 * `reminderChannels`, and its sender then receives deliveries with that channel name.
 */
export function userChannels(user: ChannelOwner): string[] {
  if (user.isAnonymous) return []
  return user.preferredNotificationMethods.filter((m) => (reminderChannels as readonly string[]).includes(m))
}
