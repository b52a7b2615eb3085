/** Codes the client itself produces, beside the server's own SNAKE_CASE codes. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'EMPTY_BODY' | 'INVALID_RESPONSE' | 'ABORTED' | 'HTTP_ERROR'

export interface ApiErrorInit {
  status: number
  code: string
  message: string
  body?: unknown
  cause?: unknown
}

/** Every failure of a product call, no answer at all being status 0; the server's error body travels in `body`. */
export class ApiError extends Error {
  override name = 'ApiError' as const
  readonly status: number
  readonly code: string
  readonly body: unknown

  constructor({ status, code, message, body, cause }: ApiErrorInit) {
    super(message, { cause })
    this.status = status
    this.code = code
    this.body = body
  }

  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}
