/** What the time zone field holds, checked in the browser before it is sent (docs/operating.md, "The deployment's time zone"). */
export type ZoneCheck = { ok: true; zone: string | null } | { ok: false; name: string };

/** An IANA name as the server takes it (server/src/modules/time-zone/time-zone.service.ts): no offset such as +02:00. */
const ZONE_NAME = /^[a-z][\w+-]*(?:\/[\w+-]+)*$/i;

/** Empty: no zone (UTC); a name the browser's Intl knows, in its canonical spelling; anything else refused, named. */
export function checkZoneName(text: string): ZoneCheck {
  const name = text.trim();
  if (name === "") return { ok: true, zone: null };
  if (!ZONE_NAME.test(name)) return { ok: false, name };
  try {
    return { ok: true, zone: new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone };
  } catch {
    return { ok: false, name };
  }
}

/** The names offered in the field's list: the browser's own, UTC first. */
export function zoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...names.filter((name) => name !== "UTC")];
}
