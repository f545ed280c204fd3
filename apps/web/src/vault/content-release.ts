/**
 * The release of the deployment's content this phone holds (docs/worker-phone.md, "Content releases
 * on the phone"): the stored application's contentVersion, which the phone replaces only when it
 * adopts a whole release. Null before the first run has kept an application.
 */
export function heldContentRelease(): number | null {
  if (releaseBeingSaved !== null) return releaseBeingSaved;
  const raw = localStorage.getItem("application");
  if (!raw) return null;
  try {
    const release = (JSON.parse(raw) as { contentVersion?: unknown }).contentVersion;
    return typeof release === "number" && Number.isInteger(release) ? release : null;
  } catch {
    return null;
  }
}

/** A release already in the cache whose saving has not ended: the phone's queries name it meanwhile. */
let releaseBeingSaved: number | null = null;

/**
 * Marks `release` as the one in the cache while it is saved (null when the saving ended, either way):
 * what the screens ask meanwhile is sent for it, not for the release stored before.
 */
export function saveReleaseUnder(release: number | null): void {
  releaseBeingSaved = release;
}
