export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  port: number;
  /** Stops the server at once and deletes its folder. */
  stop(): void;
}
export function findPostgres(): string | undefined;
export function ensurePostgres(): string | undefined;
export function startPostgres(options?: { port?: number; bin?: string }): Promise<RunningPostgres>;
