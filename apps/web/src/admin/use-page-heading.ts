import { useEffect, useRef } from "react";

/** A page's heading takes the focus when the page opens, so a screen reader announces where the operator is. */
export function usePageHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
