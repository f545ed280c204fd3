import { isClientValid, deploymentToday } from "@stepwise/domain";

/**
 * A record judged by its deployment's day (docs/product.md §10, "The deployment's day"): a client's
 * validity, which the schema judged by the latest day on Earth, is judged again by "today" in the
 * deployment's zone when that is known; any other record, or an unknown zone, is left as it is.
 */
export function judgedOnDeploymentDay(table: string, content: Record<string, unknown>, timeZone: string | null | undefined): Record<string, unknown> {
  if (!timeZone || table !== "clients" || !Array.isArray(content.clientFormFields)) return content;
  const fields = content.clientFormFields as Parameters<typeof isClientValid>[0];
  return { ...content, valid: isClientValid(fields, deploymentToday(timeZone)) };
}
