import { useMutation, useQuery } from "@apollo/client/react";
import { AdminAnswerPasswordRequestDocument, AdminPasswordRequestsDocument } from "../generated/graphql.js";
import { formatWhen } from "./admin-format.js";
import { useAdminTexts } from "./admin-i18n.js";

/**
 * docs/operator-console.md, "Password requests": the requests for a new password not answered yet
 * (for operators of every deployment: a request names no deployment), each answered with a login
 * code, which `onIssued` shows as the users page shows any.
 */
export function PasswordRequests({ onIssued }: { onIssued: (issued: { email: string; token: string }) => void }) {
  const { t, code } = useAdminTexts();
  const requests = useQuery(AdminPasswordRequestsDocument, { fetchPolicy: "network-only" });
  const [answer] = useMutation(AdminAnswerPasswordRequestDocument);
  const list = requests.data?.passwordRequests ?? [];
  const answerWithCode = async (id: number, email: string) => {
    const { data } = await answer({ variables: { id } });
    if (data) onIssued({ email, token: data.answerPasswordRequest });
    await requests.refetch();
  };
  return (
    <section aria-labelledby="password-requests-title" data-testid="password-requests">
      <h2 id="password-requests-title">{t("PASSWORD_REQUESTS")}</h2>
      {requests.error && <p role="alert">{t("ERROR", { message: requests.error.message })}</p>}
      {!requests.loading && list.length === 0 && <p>{t("PASSWORD_REQUESTS_NONE")}</p>}
      <ul className="admin-cards">
        {list.map((request) => (
          <li key={request.id} className="admin-card" data-testid="password-request" data-email={request.email}>
            <h3 className="admin-card-title">{request.email}</h3>
            <p>{t("PASSWORD_REQUESTED_AT", { date: formatWhen(request.requestedAt, code, t("UNKNOWN")) })}</p>
            {request.known ? (
              <div className="admin-actions">
                <button type="button" data-testid="answer-password-request" onClick={() => void answerWithCode(request.id, request.email)}>
                  {t("ANSWER_WITH_CODE")}
                </button>
              </div>
            ) : (
              <p>{t("PASSWORD_REQUEST_UNKNOWN")}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
