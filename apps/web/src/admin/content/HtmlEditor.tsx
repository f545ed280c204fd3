import { useId, useRef, useState, type ChangeEvent } from "react";
import { safeHtml } from "../../ui/safe-html.js";
import { useAdminTexts } from "../admin-i18n.js";
import { applyFormat, type Format, type LinkChoice } from "./article-html.js";
import { imageForPhone } from "./image-for-phone.js";
import { formatBytes, imageRefusal, MAX_ITEM_BYTES } from "./image-sizing.js";
import { SaveStatus } from "./LibraryParts.js";

/**
 * An article's HTML: a textarea with a toolbar (bold, italic, heading, list, a link chosen from the
 * deployment's pages, an image sized for phones) and a live preview through the app's own sanitiser
 * (docs/decisions/0007-server-html-is-sanitised.md; docs/operator-console.md, "Articles, milestones
 * and the health-issue tree").
 */
export function HtmlEditor(props: { value: string; onChange: (html: string) => void; links: readonly LinkChoice[]; articleBytes: number }) {
  const { t, code } = useAdminTexts();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ids = { html: useId(), link: useId(), alt: useId(), image: useId(), preview: useId() };
  const [link, setLink] = useState("");
  const [alt, setAlt] = useState("");
  const [imageNote, setImageNote] = useState<{ text: string; failed: boolean } | null>(null);

  const format = (choice: Format) => {
    const box = textarea.current;
    const start = box?.selectionStart ?? props.value.length;
    const end = box?.selectionEnd ?? props.value.length;
    const edited = applyFormat(props.value, start, end, choice);
    props.onChange(edited.text);
    // The selection follows the text the button wrapped, once React has drawn the new value.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(edited.start, edited.end);
    });
  };

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setImageNote(null);
    try {
      const image = await imageForPhone(file);
      const refused = imageRefusal(image.dataUrl.length, props.articleBytes);
      if (refused) {
        setImageNote({
          text: t("LIB_IMAGE_TOO_LARGE", {
            size: formatBytes(refused.size, code),
            limit: formatBytes(refused.room, code),
            max: formatBytes(MAX_ITEM_BYTES, code),
          }),
          failed: true,
        });
        return;
      }
      format({ kind: "image", src: image.dataUrl, alt: alt.trim() });
      setAlt("");
      setImageNote({ text: t("LIB_IMAGE_ADDED", { width: image.width, height: image.height, size: formatBytes(image.bytes, code) }), failed: false });
    } catch {
      setImageNote({ text: t("LIB_IMAGE_UNREADABLE"), failed: true });
    }
  };

  return (
    <div className="library-html">
      <div role="group" aria-label={t("LIB_TOOLBAR")} className="library-toolbar">
        <button type="button" onClick={() => format({ kind: "bold" })} data-testid="html-bold">
          <strong>{t("LIB_BOLD")}</strong>
        </button>
        <button type="button" onClick={() => format({ kind: "italic" })} data-testid="html-italic">
          <em>{t("LIB_ITALIC")}</em>
        </button>
        <button type="button" onClick={() => format({ kind: "heading" })} data-testid="html-heading">
          {t("LIB_HEADING")}
        </button>
        <button type="button" onClick={() => format({ kind: "list" })} data-testid="html-list">
          {t("LIB_LIST")}
        </button>
      </div>
      <div className="library-toolbar-row">
        <label htmlFor={ids.link}>{t("LIB_LINK")}</label>
        <select id={ids.link} data-testid="html-link-target" value={link} onChange={(e) => setLink(e.target.value)}>
          <option value="">{t("LIB_NONE")}</option>
          {props.links.map((choice) => (
            <option key={choice.href} value={choice.href}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="button" disabled={link === ""} onClick={() => format({ kind: "link", href: link })} data-testid="html-link">
          {t("LIB_LINK_ADD")}
        </button>
      </div>
      <div className="library-toolbar-row">
        <label htmlFor={ids.alt}>{t("LIB_IMAGE_ALT")}</label>
        <input id={ids.alt} value={alt} onChange={(e) => setAlt(e.target.value)} data-testid="html-image-alt" />
        <label htmlFor={ids.image} className="library-file">
          {t("LIB_IMAGE")}
        </label>
        <input id={ids.image} type="file" accept="image/*" onChange={(e) => void pickImage(e)} data-testid="html-image" />
      </div>
      <SaveStatus status={imageNote} testId="html-image-note" />
      <label htmlFor={ids.html}>{t("LIB_HTML")}</label>
      <textarea
        id={ids.html}
        ref={textarea}
        className="library-textarea"
        rows={12}
        spellCheck
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-testid="html-source"
      />
      <section className="library-preview" aria-labelledby={ids.preview}>
        <h3 id={ids.preview}>{t("LIB_PREVIEW")}</h3>
        <div className="article" data-testid="html-preview" dangerouslySetInnerHTML={{ __html: safeHtml(props.value) }} />
      </section>
    </div>
  );
}
