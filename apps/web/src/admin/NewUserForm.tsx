import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { AdminCreateUserDocument, UserRole } from "../generated/graphql.js";
import { useAdminTexts } from "./admin-i18n.js";
import { consoleErrorText } from "./console-error.js";

/** Each role's place in the form's list: a Record over the schema's enum UserRole (codegen), so a role the server adds fails the type check here. */
const ROLE_ORDER: Record<UserRole, number> = { WORKER: 0, OPERATOR_OF_DEPLOYMENT: 1, OPERATOR_OF_ALL: 2 };
const ROLES = Object.values(UserRole).sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]);

/** Makes an account without a password: the worker sets hers with a login code (docs/operator-console.md). */
export function NewUserForm(props: { deployments: string[]; everyDeployment: boolean; onMade: (email: string) => void }) {
  const { t } = useAdminTexts();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [application, setApplication] = useState("");
  const [role, setRole] = useState<UserRole>("WORKER");
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(AdminCreateUserDocument, { refetchQueries: ["AdminUsers"] });
  const deployment = application || props.deployments[0] || "";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await create({ variables: { input: { name, email, application: deployment, role } } });
      props.onMade(email);
      setName("");
      setEmail("");
    } catch (error) {
      setFailure(consoleErrorText(error, t));
    }
  };
  return (
    <form className="admin-form admin-card" onSubmit={(e) => void submit(e)} aria-labelledby="new-user-title">
      <h2 id="new-user-title">{t("NEW_USER")}</h2>
      <label>
        {t("NAME")}
        <input data-testid="new-user-name" required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t("EMAIL")}
        <input data-testid="new-user-email" type="email" required maxLength={320} value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        {t("DEPLOYMENT")}
        <select data-testid="new-user-deployment" value={deployment} onChange={(e) => setApplication(e.target.value)}>
          {props.deployments.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("ROLE")}
        <select data-testid="new-user-role" value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
          {ROLES.filter((r) => props.everyDeployment || r !== "OPERATOR_OF_ALL").map((r) => (
            <option key={r} value={r}>
              {t(`ROLE_${r}`)}
            </option>
          ))}
        </select>
      </label>
      <button className="primary" type="submit" data-testid="new-user-create" disabled={loading}>
        {t("CREATE")}
      </button>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
    </form>
  );
}
