export interface ColourPair {
  background: string;
  text: string;
}

/** docs/product.md §3: the client colour palette, 17 background/text pairs (the first is #e63946 with white text). */
export const CLIENT_PALETTE: readonly ColourPair[] = [
  { background: "#e63946", text: "#ffffff" },
  { background: "#1d3557", text: "#ffffff" },
  { background: "#457b9d", text: "#ffffff" },
  { background: "#a8dadc", text: "#1d3557" },
  { background: "#f1faee", text: "#1d3557" },
  { background: "#2a9d8f", text: "#ffffff" },
  { background: "#e9c46a", text: "#264653" },
  { background: "#f4a261", text: "#264653" },
  { background: "#e76f51", text: "#ffffff" },
  { background: "#264653", text: "#ffffff" },
  { background: "#6a4c93", text: "#ffffff" },
  { background: "#8ac926", text: "#1b1b1b" },
  { background: "#ffca3a", text: "#1b1b1b" },
  { background: "#1982c4", text: "#ffffff" },
  { background: "#ff595e", text: "#1b1b1b" },
  { background: "#5e548e", text: "#ffffff" },
  { background: "#b5838d", text: "#1b1b1b" },
];

/** A client keeps the same colour on every device: the pair is chosen from a hash of its uuid. */
export function clientColour(uuid: string): ColourPair {
  let hash = 2166136261;
  for (let i = 0; i < uuid.length; i += 1) {
    hash ^= uuid.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return CLIENT_PALETTE[(hash >>> 0) % CLIENT_PALETTE.length]!;
}
