/** The build's version marker, set by vite.config.ts from STEPWISE_BUILD (docs/worker-phone.md "Updates"). */
declare const __STEPWISE_BUILD__: string;
