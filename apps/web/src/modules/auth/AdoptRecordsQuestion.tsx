import type { ApolloClient } from "@apollo/client";
import { useState } from "react";
import { AdoptInstallRecordsDocument, InstallRecordsOfferedDocument } from "../../generated/graphql.js";
import { t } from "../../i18n/t.js";
import { appInstallId, appInstallSecret } from "../../vault/storage-keys.js";

/** This phone's own install, named with its secret: adoption needs the device itself (docs/shared-phone.md). */
const thisInstall = () => ({ id: appInstallId(), secret: appInstallSecret() });

/** How many clients this install made before the login (docs/sync-and-api.md, "Login transitions": offered to the account); 0 when it cannot tell. */
export async function clientsOffered(client: ApolloClient): Promise<number> {
  try {
    const { data } = await client.query({ query: InstallRecordsOfferedDocument, variables: { from: thisInstall() }, fetchPolicy: "network-only" });
    return data?.installRecordsOffered.find((c) => c.table === "clients")?.count ?? 0;
  } catch (error) {
    console.warn("could not ask which records this phone made before the login", error);
    return 0;
  }
}

/**
 * "Keep the 3 clients made on this phone in your account?" Yes hands them to the account on the
 * server (every device of the worker then sees them); no leaves them with this phone.
 */
export function AdoptRecordsQuestion({ client, count, onDone }: { client: ApolloClient; count: number; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function keep() {
    setBusy(true);
    setError(null);
    try {
      await client.mutate({ mutation: AdoptInstallRecordsDocument, variables: { from: thisInstall() } });
      onDone();
    } catch (caught) {
      setError(t("ADOPT_FAILED", { error: (caught as Error).message }));
      setBusy(false);
    }
  }

  return (
    <div className="form" data-testid="adopt-question">
      <p>{count === 1 ? t("ADOPT_QUESTION_ONE") : t("ADOPT_QUESTION", { count })}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="primary" data-testid="adopt-yes" disabled={busy} onClick={() => void keep()}>
        {t("ADOPT_YES")}
      </button>
      <button type="button" data-testid="adopt-no" disabled={busy} onClick={onDone}>
        {t("ADOPT_NO")}
      </button>
    </div>
  );
}
