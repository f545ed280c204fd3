import { useAdminTexts } from "../admin-i18n.js";

export type Region = { id: string; name: string };

/** The deployment's regions to choose an area from, "no area" first. */
export function AreaSelect(props: { regions: Region[]; value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useAdminTexts();
  return (
    <select data-testid={props.testId} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">{t("TEAM_NO_AREA")}</option>
      {props.regions.map((region) => (
        <option key={region.id} value={region.id}>
          {region.name}
        </option>
      ))}
    </select>
  );
}
