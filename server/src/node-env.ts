// Imported first by main.ts, before any library loads: libraries read NODE_ENV once, when they load
// (graphql-js keeps a slow development-only check in every type test unless it says production).
// config.ts already treats an unset NODE_ENV as production; this makes the libraries agree.
process.env.NODE_ENV ??= "production";
