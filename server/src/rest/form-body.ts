import express, { type Request, type RequestHandler } from "express";
import multer from "multer";
import { BadInput } from "../errors.js";

/** Largest form body the facade takes; beyond it the answer is 413. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

const multipart = multer({ limits: { fieldSize: MAX_BODY_BYTES, fields: 50, files: 0 } });

/** Legacy bodies arrive as urlencoded or multipart form data (ARCHITECTURE: REST facade). */
export const formBody: RequestHandler[] = [
  express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
  multipart.none(),
];

/** A form field holding JSON text, parsed; names the field when it is missing or not JSON. */
export function jsonField(req: Request, name: string): unknown {
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  if (raw === undefined || raw === null || raw === "") throw new BadInput(`${name}: field is missing`);
  if (typeof raw !== "string") throw new BadInput(`${name}: must be JSON text`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadInput(`${name}: is not valid JSON`);
  }
}

export function textField(req: Request, name: string): string | undefined {
  const raw: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof raw === "string" ? raw : undefined;
}
