type Job = { id: string | undefined; start: () => Promise<void>; cancel: () => void };

export class QueueClosed extends Error {
  override name = "QueueClosed";
}

/**
 * Runs at most `limit` tasks at once (image encoding: one core each, on a 2-core machine). Urgent
 * tasks (a browser is waiting) go before the rest; a waiting task can be made urgent by its id.
 */
export class WorkQueue {
  readonly #limit: number;
  #running = 0;
  #closed = false;
  #whenIdle: (() => void) | undefined;
  readonly #urgent: Job[] = [];
  readonly #later: Job[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  run<T>(task: () => Promise<T>, options: { urgent: boolean; id?: string }): Promise<T> {
    if (this.#closed) return Promise.reject(new QueueClosed("the work queue is closed"));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        id: options.id,
        // A task that throws before its first await must still free its slot.
        start: () => Promise.resolve().then(task).then(resolve, reject),
        cancel: () => reject(new QueueClosed("the work queue is closed")),
      };
      (options.urgent ? this.#urgent : this.#later).push(job);
      this.#next();
    });
  }

  /** Moves a waiting task to the urgent line; nothing happens if it started or is unknown. */
  promote(id: string): void {
    const index = this.#later.findIndex((job) => job.id === id);
    const [job] = index >= 0 ? this.#later.splice(index, 1) : [];
    if (job) this.#urgent.push(job);
  }

  /** Drops the waiting tasks (they reject) and resolves once the running ones have finished. */
  close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#urgent.splice(0).concat(this.#later.splice(0))) job.cancel();
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#whenIdle = resolve;
    });
  }

  #next(): void {
    while (this.#running < this.#limit) {
      const job = this.#urgent.shift() ?? this.#later.shift();
      if (!job) break;
      this.#running += 1;
      job.start().finally(() => {
        this.#running -= 1;
        this.#next();
      });
    }
    if (this.#running === 0) this.#whenIdle?.();
  }
}
