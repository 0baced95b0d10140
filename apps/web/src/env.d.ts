interface ImportMetaEnv {
  /** A fingerprint of `@dutyfree/contracts`, set by vite.config.ts; unset in the unit tests. */
  readonly CONTRACTS_VERSION?: string;
}
