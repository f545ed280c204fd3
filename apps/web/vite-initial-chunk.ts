/** What the bundler tells of a module while it cuts chunks (rolldown's ChunkingContext, the fields used here). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { isEntry: boolean; importers: readonly string[] } | null;
}

const initialModules = new Set<string>();

/**
 * Whether the app's entry imports a module statically, at any depth (found by walking its static
 * importers up to an entry; only a yes is remembered, as a walk inside an import cycle may not
 * have seen the way out).
 */
function isInitial(id: string, ctx: ChunkingContext, walked: Set<string>): boolean {
  if (initialModules.has(id)) return true;
  if (walked.has(id)) return false;
  walked.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry || info.importers.some((importer) => isInitial(importer, ctx, walked))) {
    initialModules.add(id);
    return true;
  }
  return false;
}

/**
 * One chunk for every module the page's first script needs (docs/PERFORMANCE.md, "First visit and
 * precache"): left to itself the bundler cuts that code into a file for each set of lazily loaded
 * screens that shares a piece of it, about twenty files that are each compressed alone, and every
 * new lazy import cut it finer (a lazily loaded first sync made the initial download 1 KB larger,
 * not smaller). Modules only lazily loaded code imports are left to the bundler as before.
 */
export function initialChunkName(moduleId: string, ctx: ChunkingContext): string | null {
  return isInitial(moduleId, ctx, new Set()) ? "app" : null;
}
