import { ApiError } from './ApiError'
import { type RequestOptions, request } from './http'
import { getAccessToken, refreshAfterRejection } from './tokens'

export type { Parser } from './http'

export interface ApiRequestOptions<T> extends RequestOptions<T> {
  /** Sends the Bearer header, refreshing stale tokens first; omitted while they cannot be made fresh. */
  auth?: boolean
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  if (!options.auth) return request(path, options)
  const token = await getAccessToken()
  try {
    return await request(path, options, token)
  } catch (error) {
    if (!(token && error instanceof ApiError && error.status === 401)) throw error
    // The server may end a token before our clock says so: refresh once and try again.
    const fresh = await refreshAfterRejection(token)
    if (!fresh) throw error
    return request(path, options, fresh)
  }
}
