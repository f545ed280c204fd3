/**
 * Operation context for logging in: neither the stored bearer token nor an install goes along, so a
 * token that expired cannot refuse the login, nor an install her account used, which the server acts
 * as only with her session (docs/shared-phone.md); the new session is bound to her worker install at
 * its first use.
 */
export const WITHOUT_CREDENTIALS = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };
