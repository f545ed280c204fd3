import { saveSettings, storedApplication, storedSettings } from "./deployment.js";

/**
 * docs/teams.md, "Her default region": at her login the server answers her default region (her
 * account's own, else her team's area). A phone that has no region takes it, when it is one of the
 * deployment's regions the phone knows; a region chosen on the phone stays. Answers whether it took it.
 */
export function takeDefaultRegion(region: string | null | undefined): boolean {
  const settings = storedSettings();
  if (settings.regionID !== null || !region) return false;
  if (!storedApplication()?.regions.some((known) => known.id === region)) return false;
  saveSettings({ ...settings, regionID: region });
  return true;
}
