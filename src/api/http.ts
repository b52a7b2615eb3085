import { config } from '@/config'
import { type QueryParams, serializeQuery } from '@/lib/query'
import { ApiError } from './ApiError'

export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'DELETE'
  query?: QueryParams
  body?: unknown
  schema: Parser<T>
  signal?: AbortSignal
  baseUrl?: string
  /** Lets the request outlive the page (sign-out right before a navigation). */
  keepalive?: boolean
  headers?: Record<string, string>
}

const errorBodySchema = {
  parse(value: unknown): { code?: string; message?: string } {
    if (typeof value !== 'object' || value === null) return {}
    const { code, message } = value as Record<string, unknown>
    return {
      code: typeof code === 'string' && /^[A-Z0-9_]{1,64}$/.test(code) ? code : undefined,
      message: typeof message === 'string' ? message.slice(0, 500) : undefined,
    }
  },
}

/** The URL a call to `path` with `query` asks for (the prerender preloads a route's data by it). */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = query ? serializeQuery(query) : ''
  return `${baseUrl}${path}${search ? `?${search}` : ''}`
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (cause) {
    if (init.signal?.aborted) {
      throw new ApiError({ status: 0, code: 'ABORTED', message: 'The request was cancelled.', cause })
    }
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'The server could not be reached.',
      cause,
    })
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Throws ApiError for a non-2xx status, an empty body, a body that does not match, or no answer at all. */
export async function request<T>(
  path: string,
  options: RequestOptions<T>,
  token: string | null = null,
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await send(buildUrl(options.baseUrl ?? config.apiBaseUrl, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
    // Nothing here rides on cookies. A public GET goes as a page's `<link rel="preload" as="fetch"
    // crossorigin>` does (the prerender starts the route's data that way), or the browser would not
    // reuse the preloaded answer and would ask twice; for a cross-origin API that sends no cookies either.
    credentials: token === null && (options.method ?? 'GET') === 'GET' ? 'same-origin' : 'omit',
  })
  const body = await readJson(response)
  if (!response.ok) {
    const { code, message } = errorBodySchema.parse(body)
    throw new ApiError({
      status: response.status,
      code: code ?? 'HTTP_ERROR',
      message: message ?? `Request failed with status ${response.status}.`,
      body,
    })
  }
  if (body === undefined) {
    throw new ApiError({
      status: response.status,
      code: 'EMPTY_BODY',
      message: 'The server sent an empty answer.',
    })
  }
  const parsed = options.schema.safeParse(body)
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Unexpected answer from ${path}.`,
      body,
      cause: parsed.error,
    })
  }
  return parsed.data
}
