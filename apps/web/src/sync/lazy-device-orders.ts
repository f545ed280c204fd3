import type { WipeOrder } from "../vault/wipe.js";
import type { DeviceOrderPorts, DeviceOrders } from "./device-orders.js";

/** What the runtime and the server contact ask of the operator's orders. */
export type Orders = Pick<DeviceOrders, "acknowledgeWipe" | "atContact" | "reportStatus" | "obey">;

/**
 * The operator's orders (sync/device-orders.ts), their code loaded at their first use, which is the
 * first contact after the start: off the first screen's JavaScript (docs/PERFORMANCE.md, "First
 * visit and precache"). The service worker precaches the chunk, so an order is obeyed offline too.
 * One DeviceOrders for the page, as before, so its state (a wipe or a retire under way) is one.
 */
export function lazyDeviceOrders(ports: DeviceOrderPorts): Orders {
  let made: Promise<DeviceOrders> | null = null;
  const orders = () => (made ??= import("./device-orders.js").then(({ DeviceOrders }) => new DeviceOrders(ports)));
  return {
    acknowledgeWipe: async () => (await orders()).acknowledgeWipe(),
    atContact: async () => (await orders()).atContact(),
    reportStatus: async () => (await orders()).reportStatus(),
    obey: async (order: WipeOrder) => (await orders()).obey(order),
  };
}
