import { useState, type ChangeEvent } from "react";
import { t } from "../../i18n/t.js";
import { resizeImage } from "./resize-image.js";

/**
 * The client's picture: from the camera (capture=environment) or a file, resized in the browser
 * before it is kept. The caller queues it with the client, so a drawer closed unsaved keeps none.
 */
export function ClientPhoto({ name, current, onPick }: { name: string; current: string | null; onPick: (image: string) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onPick(await resizeImage(file));
    } catch (cause) {
      console.warn("client picture could not be read", cause);
      setError(t("CLIENT_PHOTO_FAILED"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="client-photo">
      <legend>{t("CLIENT_PHOTO")}</legend>
      {current && <img src={current} alt={t("CLIENT_PHOTO_ALT", { name })} data-testid="client-photo-preview" />}
      <label>
        {t("CLIENT_PHOTO_TAKE")}
        <input type="file" accept="image/*" capture="environment" data-testid="client-photo-input" disabled={busy} onChange={(event) => void pick(event)} />
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
