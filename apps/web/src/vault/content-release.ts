/**
 * The release of the deployment's content this phone holds (docs/worker-phone.md, "Content releases
 * on the phone"): the stored application's contentVersion, which the phone replaces only when it
 * adopts a whole release. Null before the first run has kept an application.
 */
export function heldContentRelease(): number | null {
  const raw = localStorage.getItem("application");
  if (!raw) return null;
  try {
    const release = (JSON.parse(raw) as { contentVersion?: unknown }).contentVersion;
    return typeof release === "number" && Number.isInteger(release) ? release : null;
  } catch {
    return null;
  }
}
