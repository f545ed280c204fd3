import { createHmac } from "node:crypto";

/**
 * docs/REPORTING.md: without the identifiable scope a report never shows who a person is. A pseudonym is an
 * HMAC of the record's uuid with the deployment's server-only key: stable within the deployment
 * (the same client is the same pseudonym on every page and report) and unlinkable across them.
 */
export function pseudonym(secret: string, value: string): string {
  return `P-${createHmac("sha256", secret).update(value).digest("hex").slice(0, 16)}`;
}
