import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectPane } from './ConnectPane'
import { rainbow } from './registry'
import type { WalletEntry } from './walletCatalogue'

const wallet: WalletEntry = {
  ...rainbow,
  groupName: 'Popular',
  groupIndex: 0,
  recent: false,
  connector: null,
}
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

function renderContinue() {
  render(
    <ConnectPane
      wallet={wallet}
      attempt={{
        wallet,
        route: null,
        status: 'continue-in-app',
        uri: 'wc:abc@2?relay-protocol=irn&symKey=1',
      }}
      offers={{}}
      device="phone"
      onRetry={() => {}}
      onOpenApp={() => {}}
      onGet={() => {}}
    />,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('ConnectPane, continuing in the wallet app', () => {
  it('tells people in the installed iOS app to come back by hand', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5, standalone: true })
    renderContinue()
    expect(screen.getByText(/come back to Yarm yourself/)).toBeInTheDocument()
  })

  it('says nothing of the kind in the browser, where the wallet can link back', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE, maxTouchPoints: 5, standalone: false })
    renderContinue()
    expect(screen.queryByText(/come back to Yarm yourself/)).not.toBeInTheDocument()
  })
})
