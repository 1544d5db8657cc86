/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_VENDOR_ACCOUNT_BASE?: string;
  readonly VITE_FOOTER_PATH?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_SITE_URL?: string;
  readonly VITE_VENDOR_PORTAL_URL?: string;
  readonly VITE_CLIENT_PORTAL_URL?: string;
  readonly VITE_INTRO_VIDEO_ID?: string;
  readonly VITE_STORY_VIDEO_ID?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RUM_URL?: string;
  readonly VITE_CART_APP_STORE_URL?: string;
  readonly VITE_CART_PLAY_STORE_URL?: string;
  readonly VITE_CLIENT_APP_STORE_URL?: string;
  readonly VITE_CLIENT_PLAY_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:store-qr-codes' {
  import type { App, Store } from '@/content/storeLinks';
  /** Each app's store links' QR codes, as image URLs (tooling/storeQrCodes.ts). */
  export const storeQrCodes: Record<App, Record<Store, string>>;
}
