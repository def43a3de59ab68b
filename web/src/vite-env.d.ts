/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** reCAPTCHA Enterprise site key; App Check is off when unset. */
  readonly VITE_APPCHECK_SITE_KEY?: string;
  readonly VITE_STREAM_API_BASE?: string;
  /** The web push key of the project's Cloud Messaging (check-in notifications); a device token of its own stands in when unset. */
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
