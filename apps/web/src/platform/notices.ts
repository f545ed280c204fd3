import { checkedPosition, checkedTimeout, NOTIFICATION_ERRORS, type NotificationPosition } from "./notifications.js";
import { Store } from "./store.js";
import { pausingTimeout } from "./visible-timers.js";

export interface Notice {
  id: number;
  text: string;
  /** A translation key: the notice is shown in the language of the moment, not the one it was raised in (docs/decisions/0001-the-workers-language.md). */
  textKey?: string;
  /** "negative" is the warning colour (docs/product.md §5: storage warnings, offline). */
  tone: "info" | "negative";
  position: NotificationPosition;
  action?: { label: string; run: () => void };
  /** Notices of one group show once; showing the group again counts up and restarts its time. */
  group?: string;
  /** How often this group was shown while on screen (1 when not grouped). */
  count: number;
  /** A notice of a slot takes the place of the one shown in it (docs/worker-phone.md "Notices"). */
  slot?: string;
}

export interface NoticeOptions {
  tone?: Notice["tone"];
  /** ms, at least 0 (0: stays until closed); 5000 when left out. */
  timeoutMs?: number;
  position?: NotificationPosition;
  action?: Notice["action"];
  group?: string;
  textKey?: string;
  /** At most one notice per slot: showing another replaces it and starts its time again. */
  slot?: string;
}

let nextId = 1;

/**
 * Transient notices (connectivity, storage, conflicts, errors), each dismissed after its timeout.
 * docs/product.md §5: a wrong position throws 'wrong position', a wrong timeout 'wrong timeout', and a grouped
 * notice cannot be updated ('grouped notifications cannot be updated'): it stands for every time
 * its group was shown, so changing it would misreport the others.
 */
export class Notices {
  readonly store = new Store<{ list: Notice[] }>({ list: [] });
  /** Each notice's expiry, a cancel: its time stands still while the page is hidden, so it is seen (docs/worker-phone.md). */
  private readonly timers = new Map<number, () => void>();

  show(text: string, options: NoticeOptions = {}): number {
    const position = checkedPosition(options.position);
    const timeout = checkedTimeout(options.timeoutMs);
    const list = this.store.get().list;
    const taken = options.slot === undefined ? undefined : list.find((n) => n.slot === options.slot);
    if (taken) {
      this.replace(this.create(taken.id, text, options, position));
      this.expireAfter(taken.id, timeout);
      return taken.id;
    }
    const same = options.group === undefined ? undefined : list.find((n) => n.group === options.group);
    if (same) {
      this.replace({ ...same, count: same.count + 1 });
      this.expireAfter(same.id, timeout);
      return same.id;
    }
    const notice = this.create(nextId++, text, options, position);
    this.store.set({ list: [...list, notice] });
    this.expireAfter(notice.id, timeout);
    return notice.id;
  }

  /** Changes a shown notice's text, tone or action; false when it is gone. Grouped notices throw. */
  update(id: number, changes: Partial<Pick<Notice, "text" | "tone" | "action">>): boolean {
    const notice = this.store.get().list.find((n) => n.id === id);
    if (!notice) return false;
    if (notice.group !== undefined) throw new Error(NOTIFICATION_ERRORS.groupedUpdate);
    this.replace({ ...notice, ...changes });
    return true;
  }

  /** Dismisses every notice that `stale` picks (docs/worker-phone.md: stale notices go on login and online). */
  dismissWhere(stale: (notice: Notice) => boolean): void {
    for (const notice of this.store.get().list) if (stale(notice)) this.dismiss(notice.id);
  }

  dismiss(id: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    this.store.set({ list: this.store.get().list.filter((n) => n.id !== id) });
  }

  private create(id: number, text: string, options: NoticeOptions, position: NotificationPosition): Notice {
    return {
      id,
      text,
      textKey: options.textKey,
      tone: options.tone ?? "info",
      position,
      action: options.action,
      group: options.group,
      count: 1,
      slot: options.slot,
    };
  }

  private replace(notice: Notice): void {
    this.store.set({ list: this.store.get().list.map((n) => (n.id === notice.id ? notice : n)) });
  }

  private expireAfter(id: number, timeout: number): void {
    this.timers.get(id)?.();
    this.timers.delete(id);
    if (timeout > 0)
      this.timers.set(
        id,
        pausingTimeout(() => this.dismiss(id), timeout),
      );
  }
}
