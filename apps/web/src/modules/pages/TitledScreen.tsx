import { useParams } from "react-router-dom";
import { t } from "../../i18n/t.js";

/** A route of spec 2 whose screen comes in a later issue: its title, so it is no 404. */
export function TitledScreen({ titleKey }: { titleKey: string }) {
  const params = useParams();
  return (
    <section className="screen" data-testid="titled-screen">
      <h1>{t(titleKey, { pageID: params.pageID ?? "", categoryID: params.categoryID ?? "" })}</h1>
      <p className="muted">{t("PAGE_COMING")}</p>
    </section>
  );
}
