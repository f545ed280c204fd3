/** Something listeners may hear of; what changed is read where it is kept. */
export interface Subscribable {
  subscribe(listener: () => void): () => void;
}

/** A typed announcement without a value, heard by its listeners at once and in order. */
export class Signal implements Subscribable {
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
