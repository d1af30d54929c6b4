export interface AutoRefreshContext {
  /** ISO time of the last refresh ('Last refreshed {time}'). */
  refreshedAt: string;
}

export interface AutoRefreshInput {
  /** ISO time the page opened; the first 'Last refreshed' time. */
  openedAt: string;
}
