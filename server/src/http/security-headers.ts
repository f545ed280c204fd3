import helmet from "helmet";

/**
 * Security headers: a Content-Security-Policy that allows only this origin and no inline script,
 * no framing but by this origin, no sniffing. Images may be data: or blob: URLs (client pictures taken offline).
 * WebAssembly may be compiled ('wasm-unsafe-eval', never JavaScript's eval): the phone's Argon2id
 * (docs/SECURITY.md, "The key derivation, measured again").
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Framed by pages of this origin alone: the console's preview shows the app in a frame
        // (docs/operator-console.md, "The content page"); no other site may frame it.
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
