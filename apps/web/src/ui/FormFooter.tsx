import { t } from "../i18n/t.js";

/** The end of a drawer's form: what is wrong (announced), then Save and Close; test ids `<prefix>-error|save|close`. */
export function FormFooter({ error, testIdPrefix, onClose }: { error: string | null; testIdPrefix: string; onClose: () => void }) {
  return (
    <>
      {error && (
        <p className="form-error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" data-testid={`${testIdPrefix}-save`}>
          {t("SAVE")}
        </button>
        <button type="button" data-testid={`${testIdPrefix}-close`} onClick={onClose}>
          {t("CLOSE")}
        </button>
      </div>
    </>
  );
}
