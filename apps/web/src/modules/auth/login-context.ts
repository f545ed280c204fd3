/**
 * Operation context for logging in: neither the stored bearer token nor the install id goes
 * along, so a token that expired, or an install claimed at an earlier login, cannot refuse the
 * login itself.
 */
export const WITHOUT_CREDENTIALS = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };
