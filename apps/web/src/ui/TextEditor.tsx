import { useEffect, useState } from "react";
import { t } from "../i18n/t.js";
import { Drawer } from "./Drawer.js";

/** The text editor (docs/product.md §2): a long text written in a roomy box; Save hands it back, Close drops the changes. */
export function TextEditor({
  open,
  label,
  value,
  onSave,
  onClose,
}: {
  open: boolean;
  label: string;
  value: string;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (open) setText(value);
  }, [open, value]);
  return (
    <Drawer title={label} open={open} onClose={onClose} testId="text-editor">
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(text);
        }}
      >
        <label>
          {label}
          <textarea className="text-editor-area" rows={14} data-testid="text-editor-area" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <div className="form-actions">
          <button type="submit" className="primary" data-testid="text-editor-save">
            {t("SAVE")}
          </button>
          <button type="button" data-testid="text-editor-close" onClick={onClose}>
            {t("CLOSE")}
          </button>
        </div>
      </form>
    </Drawer>
  );
}
