import express, { type Request, type RequestHandler } from "express";
import multer, { MulterError } from "multer";
import { BadInput, PayloadTooLarge } from "../errors.js";
import { assertStorableText } from "../http/hostile-text.js";
import { MAX_BODY_BYTES } from "../request/limits.js";
import { urlencodedBody } from "./urlencoded-body.js";

const multipart = multer({ limits: { fieldSize: MAX_BODY_BYTES, fields: 50, files: 0 } });

/**
 * multer limits each field, not the body (a 465 MB logError was taken, docs/SECURITY.md, "Limits and quotas"): the whole
 * body is counted here, and a malformed one is a 400, not a 500.
 */
const wholeMultipart: RequestHandler = (req, res, next) => {
  if (!req.is("multipart/form-data")) return next();
  if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) return next(new PayloadTooLarge("the body is too large"));
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_BODY_BYTES) req.unpipe();
    if (received > MAX_BODY_BYTES && !res.headersSent) next(new PayloadTooLarge("the body is too large"));
  });
  multipart.none()(req, res, (error?: unknown) => {
    if (received > MAX_BODY_BYTES) return;
    if (error && !(error instanceof MulterError)) return next(new BadInput(`form: malformed multipart body (${(error as Error).message})`));
    next(error);
  });
};

/** NUL characters and lone surrogates in any field are a 400 (PostgreSQL cannot store them). */
const storableFields: RequestHandler = (req, _res, next) => {
  for (const [name, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) assertStorableText(value, name);
  next();
};

/** Legacy bodies arrive as urlencoded or multipart form data (docs/product.md §7). */
export const formBody: RequestHandler[] = [
  urlencodedBody({ limit: MAX_BODY_BYTES, fallback: express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }) }),
  wholeMultipart,
  storableFields,
];

/**
 * A form field holding JSON text, parsed; names the field when it is missing or not JSON. Text
 * PostgreSQL cannot store is a 400, except in a sync batch (`entries: true`), whose entries the
 * sync engine judges one by one (a NUL in one entry rejects that entry, not the batch).
 */
export function jsonField(req: Request, name: string, { entries = false }: { entries?: boolean } = {}): unknown {
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === null || raw === "") throw new BadInput(`${name}: field is missing`);
  if (typeof raw !== "string") throw new BadInput(`${name}: must be JSON text`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadInput(`${name}: is not valid JSON`);
  }
  if (!entries) assertStorableText(parsed, name);
  return parsed;
}

export function textField(req: Request, name: string): string | undefined {
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof raw === "string" ? raw : undefined;
}
