import type { AppInstallInput } from "../generated/graphql.js";
import { actingInstall } from "../vault/acting-install.js";
import { storedApplication, storedSettings } from "../modules/deployment/deployment.js";

/** docs/product.md §3 app install: this install's uuid, platform, user agent and app_specifics. */
export function installRecord(): AppInstallInput {
  const app = storedApplication();
  const settings = storedSettings();
  const region = app?.regions.find((r) => r.id === settings.regionID);
  return {
    uuid: actingInstall().id,
    platform: navigator.platform || "web",
    useragent: navigator.userAgent,
    app_specifics: {
      languageCode: settings.languageCode,
      regionID: settings.regionID === null ? null : Number(settings.regionID),
      applicationID: app?.id ?? null,
      countryID: region?.countryID ?? null,
    },
  };
}
