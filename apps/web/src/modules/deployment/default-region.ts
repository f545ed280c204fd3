import { saveSettings, storedApplication, storedSettings } from "./deployment.js";

/**
 * docs/teams.md, "Her default region": at her login the server answers her default region (her
 * account's own, else her team's area). The phone takes it when it is one of the deployment's
 * regions the phone knows, in place of none or of the first run's choice (made before anyone logged
 * in); a region a worker chose in Settings stays. Answers whether it took it.
 */
export function takeDefaultRegion(region: string | null | undefined): boolean {
  const settings = storedSettings();
  if (settings.regionChosenInSettings || !region || settings.regionID === region) return false;
  if (!storedApplication()?.regions.some((known) => known.id === region)) return false;
  saveSettings({ ...settings, regionID: region });
  return true;
}
