import { useQuery } from '@tanstack/react-query'
import { userQueries } from './queries'
import { useSession } from './useSession'

/** The query cache is the shared value that activation and wallet verification update in place. */
export function useUserInfo() {
  const session = useSession()
  const query = useQuery({
    ...userQueries.info(session.xId ?? ''),
    enabled: session.status === 'signedIn',
  })
  return { session, ...query, data: session.status === 'signedIn' ? query.data : undefined }
}
