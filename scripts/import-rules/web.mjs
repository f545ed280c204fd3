// The web app's layers: which folder may not depend on which (docs/layers.md, "Web").
// Each rule is read by scripts/check-import-cycles.mjs: no file of `folder` imports `mayNotUse`
// directly, and no file of its own code (tests aside) reaches it through a chain.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const web = "apps/web/src";
const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..", web, "modules");

/** The worker app's layers, top first: each may use those below it, none above it. */
const LAYERS = [
  { name: "app", holds: "the app assembles the modules, the sync engine and the platform" },
  { name: "modules", holds: "the feature modules are assembled by the app" },
  { name: "sync", holds: "the sync engine serves the feature modules" },
  { name: "ui", holds: "the shared components are handed what they show" },
  { name: "i18n", holds: "the texts are read by the components and the engine" },
  { name: "platform", holds: "the platform (Apollo client, storage, logging, notices) knows no text, component or sync" },
  { name: "vault", holds: "the vault (installs, logins, her key) is what every request and stored record builds on" },
];

const layerRules = LAYERS.flatMap((lower, index) =>
  LAYERS.slice(0, index).map((upper) => ({
    folder: `${web}/${lower.name}`,
    mayNotUse: `${web}/${upper.name}`,
    why: `${upper.name}/ sits above ${lower.name}/: ${upper.holds}`,
  })),
);

/** The operator's console (its own build, admin.html) shares the worker app's ground, not its screens. */
const ADMIN_MAY_NOT_USE = ["app", "modules", "sync", "vault"];
const adminRules = [
  ...ADMIN_MAY_NOT_USE.map((name) => ({
    folder: `${web}/admin`,
    mayNotUse: `${web}/${name}`,
    why: "the console acts as no install and shows no worker's records; it uses ui, i18n and platform only",
  })),
  ...LAYERS.map(({ name }) => ({ folder: `${web}/${name}`, mayNotUse: `${web}/admin`, why: "the worker app is built without the console" })),
];

/**
 * Modules every feature module may use, each for a reason several screens share (docs/layers.md).
 * Any other module is a feature: no module imports it, and what two features share moves into one
 * of these, or app/ wires them.
 */
const SHARED_MODULES = new Map([
  ["deployment", "what the deployment offers and where a screen links: every screen asks it"],
  ["auth", "the login: a screen that needs one asks for it"],
  ["speech", "read-aloud, offered on the article, chat, milestone, page and settings screens"],
  ["articles", "the deployment's articles, listed on the home, content and Malawi screens"],
  ["favorites", "her favourite articles, toggled on an article or a content page and listed at home"],
  ["clients", "the client every care record belongs to, and the one the care screens have chosen"],
  ["client-records", "a client's records that several care screens show: the plan and its diary, the cycles, their dates"],
]);

const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// A shared module that is not a folder (renamed, a typo) would leave its name unchecked: fail instead.
for (const name of SHARED_MODULES.keys()) if (!modules.includes(name)) throw new Error(`${web}/modules/${name}: a shared module that does not exist`);

const moduleRules = modules.flatMap((folder) =>
  modules
    .filter((other) => other !== folder && !SHARED_MODULES.has(other))
    .map((feature) => ({
      folder: `${web}/modules/${folder}`,
      mayNotUse: `${web}/modules/${feature}`,
      why: "a feature module is used by no other: what they share goes into a shared module, or app/ wires them",
    })),
);

export const webRules = [...layerRules, ...adminRules, ...moduleRules];
