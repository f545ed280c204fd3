import type { SelectHTMLAttributes } from "react";

/**
 * A native select whose chosen option shows in full, wrapped over lines, instead of cut at the
 * box's edge (a long voice name or a child's label at 22 px text; docs/worker-phone.md "Layout").
 * The select itself lies over the text, transparent: a tap opens the phone's own list, and the
 * keyboard and screen readers meet the select as it is.
 */
export function WrappingSelect({ shown, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { shown: string }) {
  return (
    <span className="wrapping-select">
      <span className="wrapping-select-shown" aria-hidden="true">
        {shown}
      </span>
      <select {...select} />
    </span>
  );
}
