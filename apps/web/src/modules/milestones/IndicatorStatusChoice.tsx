import { t } from "../../i18n/t.js";
import { STATUS, STATUS_ORDER, type IndicatorStatus } from "./milestone-record.js";

const LABEL_KEY: Record<IndicatorStatus, string> = { [STATUS.NOT_YET]: "STATUS_NOT_YET", [STATUS.SOMETIMES]: "STATUS_SOMETIMES", [STATUS.YES]: "STATUS_YES" };

/** The status of one indicator as a group of radio buttons: keyboard reachable, named by the indicator. */
export function IndicatorStatusChoice({
  name,
  labelledBy,
  status,
  onChange,
}: {
  name: string;
  labelledBy: string;
  status: IndicatorStatus | null;
  onChange: (status: IndicatorStatus) => void;
}) {
  return (
    <div className="status-choice" role="radiogroup" aria-labelledby={labelledBy}>
      {STATUS_ORDER.map((value) => (
        <label key={value} className={status === value ? "chosen" : undefined}>
          <input type="radio" name={name} value={value} checked={status === value} data-testid={`status-${value}`} onChange={() => onChange(value)} />
          {t(LABEL_KEY[value]!)}
        </label>
      ))}
    </div>
  );
}
