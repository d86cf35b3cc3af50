/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when the console is served elsewhere; empty means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
