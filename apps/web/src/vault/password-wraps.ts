import type { ApolloClient } from "@apollo/client";
import { PasswordWrapsDocument } from "../generated/graphql.js";
import { wrapFromText } from "./vault-crypto.js";
import type { VaultStore } from "./vault-store.js";

/** passwordWraps names each install with its secret and needs no session: it goes as no install at all. */
const AS_NO_INSTALL = { headers: { Authorization: "", "X-App-Install-Id": "", "X-App-Install-Secret": "" } };

/**
 * At a contact with the server, logged in or not: for each vault this phone holds, the wrap of her
 * key by the password she set last (a login code, a reset elsewhere), proven by her worker install;
 * a newer one replaces the vault's, so her new password opens her records offline and the old one
 * no longer does (docs/shared-phone.md, "The worker's key (vault key)"). Answers how many it replaced.
 */
export async function hearPasswords(client: ApolloClient, vaults: VaultStore): Promise<number> {
  const held = await vaults.all();
  if (held.length === 0) return 0;
  const { data } = await client.query({
    query: PasswordWrapsDocument,
    variables: { installs: held.map((v) => ({ id: v.installId, secret: v.secret })) },
    fetchPolicy: "no-cache",
    context: AS_NO_INSTALL,
  });
  let replaced = 0;
  for (const wrap of data?.passwordWraps ?? []) if (await vaults.heardPassword(wrap.installId, wrap.passwordSetAt, wrapFromText(wrap))) replaced += 1;
  return replaced;
}
