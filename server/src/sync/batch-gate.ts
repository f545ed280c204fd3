/**
 * How much later a waiting batch is due for each of its entries: a save of one record goes ahead
 * of a batch of 100 that began waiting up to 0.2 s before it, and of one of 500 up to 1 s before
 * (issue 20: change notices). A bulk upload is held back at most that long beyond its turn, and
 * only while smaller batches keep coming.
 */
export const GATE_MS_PER_ENTRY = 2;

interface Waiter {
  due: number;
  /** Arrival order: of two batches due at once, the first to arrive goes first. */
  order: number;
  enter: () => void;
}

/**
 * This process's waiting room for the batch lock (batch-lock.ts). Batches hold the lock one at a
 * time whatever waits for it; waiting in PostgreSQL, they are served in arrival order, so one
 * worker's single edit waits behind every bulk upload queued before it, and each waiter holds a
 * pooled connection meanwhile. Here they wait in the process instead, at most one of them in the
 * database at a time, and the next to go is the one due first: its arrival plus GATE_MS_PER_ENTRY
 * for each entry (earliest deadline first). A batch is never passed by one that arrived after it
 * was due, so none waits for ever. Replicas each have their own room; the database lock still
 * orders them.
 */
export class BatchGate {
  private busy = false;
  private arrivals = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly msPerEntry = GATE_MS_PER_ENTRY,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Runs `work` (a batch of `entries` entries) when its turn comes, and lets the next in when it
   * ends, however it ends, or earlier when `work` calls `letNextIn`: a batch about to commit lets the
   * next one begin and ask for the lock meanwhile, which the database grants at the commit.
   */
  async run<T>(entries: number, work: (letNextIn: () => void) => Promise<T>): Promise<T> {
    await this.enter(entries);
    let left = false;
    const letNextIn = () => {
      if (left) return;
      left = true;
      this.leave();
    };
    try {
      return await work(letNextIn);
    } finally {
      letNextIn();
    }
  }

  /** Batches waiting for their turn (not counting the one in). */
  get queued(): number {
    return this.waiting.length;
  }

  private enter(entries: number): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((enter) => this.waiting.push({ due: this.now() + entries * this.msPerEntry, order: this.arrivals++, enter }));
  }

  private leave(): void {
    if (this.waiting.length === 0) {
      this.busy = false;
      return;
    }
    let next = 0;
    for (let i = 1; i < this.waiting.length; i += 1) {
      const [a, b] = [this.waiting[i]!, this.waiting[next]!];
      if (a.due < b.due || (a.due === b.due && a.order < b.order)) next = i;
    }
    this.waiting.splice(next, 1)[0]!.enter();
  }
}
