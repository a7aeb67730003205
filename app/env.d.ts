interface ImportMetaEnv {
  /** Set in the browser's production build, which runs on Preact (decision 091); unset on the server and in dev. */
  readonly PREACT?: true
}
