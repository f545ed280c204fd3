/** The build's version marker, set by vite.config.ts from STEPWISE_BUILD (docs/worker-phone.md "Updates"). */
declare const __STEPWISE_BUILD__: string;
/** The build's release, a number that grows with each release (apps/web/vite-release.ts, docs/worker-phone.md "Updates"). */
declare const __STEPWISE_RELEASE__: number;
