import { config } from '@/config'
import { nullable, object, schema, string } from '@/lib/check'
import { apiRequest } from './client'

// Checked by hand (lib/check): the wallet runtime asks for names, and would otherwise fetch zod too.
const resolveSchema = schema(object({ data: nullable(string((name) => name.length <= 255)) }))

/** Name lookup (spec section 7): GET /v1/resolve-ens?address= on the name service; `data` holds the name. */
export async function resolveName(address: string, signal?: AbortSignal): Promise<string | null> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return null
  const { data } = await apiRequest('/v1/resolve-ens', {
    query: { address },
    schema: resolveSchema,
    baseUrl: config.nameServiceUrl,
    signal,
  })
  // A name is shown as text, but a control character or markup in it is a sign of a bad answer.
  return data && /^[^\s<>\p{Cc}]+$/u.test(data) ? data : null
}
