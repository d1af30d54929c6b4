import { fromPromise } from 'xstate';

/** Invoked actors replaced by promises the path resolves or rejects with its generated events. */
export class ActorStubs {
  readonly calls: Array<{ id: string; src: string; input: unknown }> = [];
  private readonly pending = new Map<
    string,
    { resolve: (output: unknown) => void; reject: (error: unknown) => void }
  >();

  logic(src: string) {
    return fromPromise<unknown, unknown>(
      ({ self, input }) =>
        new Promise((resolve, reject) => {
          this.pending.set(self.id, { resolve, reject });
          this.calls.push({ id: self.id, src, input });
        }),
    );
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  resolve(id: string, output: unknown): void {
    this.take(id).resolve(output);
  }

  reject(id: string, error: unknown): void {
    this.take(id).reject(error);
  }

  private take(id: string) {
    const entry = this.pending.get(id);
    if (!entry) throw new Error(`the real actor has no running "${id}" actor`);
    this.pending.delete(id);
    return entry;
  }
}
