import { Store } from "./store.js";

/** Spec 5: a notice without a timeout stays 5000 ms. */
export const DEFAULT_NOTICE_TIMEOUT_MS = 5000;

export interface Notice {
  id: number;
  text: string;
  tone: "info" | "negative";
  action?: { label: string; run(): void };
}

let nextId = 1;

/** Transient notices (connectivity, conflicts, errors), each dismissed after its timeout. */
export class Notices {
  readonly store = new Store<{ list: Notice[] }>({ list: [] });

  show(text: string, options: { tone?: Notice["tone"]; timeoutMs?: number; action?: Notice["action"] } = {}): number {
    const notice: Notice = { id: nextId++, text, tone: options.tone ?? "info", action: options.action };
    this.store.set({ list: [...this.store.get().list, notice] });
    const timeout = options.timeoutMs ?? DEFAULT_NOTICE_TIMEOUT_MS;
    if (timeout > 0) setTimeout(() => this.dismiss(notice.id), timeout);
    return notice.id;
  }

  dismiss(id: number): void {
    this.store.set({ list: this.store.get().list.filter((n) => n.id !== id) });
  }
}
