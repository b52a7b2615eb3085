/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_NAME: string
  readonly VITE_SITE_URL: string
  readonly VITE_API_BASE_URL: string
  readonly VITE_NAME_SERVICE_URL: string
  readonly VITE_AVATAR_BASE_URL: string
  readonly VITE_DOCS_URL: string
  readonly VITE_WALLETCONNECT_PROJECT_ID: string
  readonly VITE_WALLETCONNECT_RELAY_URL?: string
  readonly VITE_DEV_TOOLS: string
  readonly VITE_APP_VERSION: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
