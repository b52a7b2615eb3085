import { ApiError } from './ApiError'

/** The sentence a person sees for a failed call; the one place errors become words. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError)
      return "You're offline or the server can't be reached. Check your connection and try again."
    if (error.code === 'INVALID_RESPONSE')
      return 'The server sent something unexpected. Try again in a moment.'
    if (error.status === 401) return 'Your session has ended. Connect X to sign in again.'
    if (error.status >= 500) return 'The server is having trouble right now. Try again in a moment.'
    if (error.message) return error.message
  }
  return 'Oops, something went wrong!'
}
