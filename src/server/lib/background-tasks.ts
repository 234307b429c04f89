import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (`app.background`), so that its answer takes the
 * same time whatever the work finds (decision 041: "forgot password" answers before it looks the
 * address up). A task starts after the current request's turn of the event loop; a failure is
 * logged, never answered. Closing the app waits for the tasks in flight (`idle`).
 */
export class BackgroundTasks {
  /** Tasks started so far; tests read it. */
  started = 0;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    this.started += 1;
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.log.warn({ err, task: name }, 'background task failed'))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once no task is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
