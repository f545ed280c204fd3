import { domainsForFlowAnswer, formPageForFlowAnswer } from "@stepwise/domain";
import { useState } from "react";
import { t } from "../../i18n/t.js";
import { Drawer } from "../../ui/Drawer.js";
import type { FormField } from "./client-form.js";

/**
 * The form page (docs/product.md §2, a toggle) that the flow element's answer selects (docs/product.md §4: 79 page 3,
 * 80 page 4): the domains the client's plan will have, so the worker sees what the choice means.
 */
export function FormPageToggle({ field }: { field: FormField }) {
  const [open, setOpen] = useState(false);
  const page = formPageForFlowAnswer(field.answer);
  if (page === null) return null;
  const domains = domainsForFlowAnswer(field.answer);
  return (
    <>
      <button type="button" className="text-editor-open" data-testid="form-page-toggle" aria-pressed={open} onClick={() => setOpen((shown) => !shown)}>
        {t("FORM_PAGE_OPEN")}
      </button>
      <Drawer title={t("FORM_PAGE_TITLE", { page })} open={open} onClose={() => setOpen(false)} testId="form-page">
        <ol className="form-page-domains">
          {domains.map((domain) => (
            <li key={domain.domain_id}>
              <strong>{domain.description}</strong>
              <p className="muted">{domain.info}</p>
            </li>
          ))}
        </ol>
      </Drawer>
    </>
  );
}
