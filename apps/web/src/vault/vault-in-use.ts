/** The vault this page works in, for stores outside the sync layer that hold her record content (docs/shared-phone.md). */
export interface VaultInUse {
  installId: string;
  key: CryptoKey;
}

let inUse: VaultInUse | null = null;

/** Set once at start by the sync runtime: her vault, or null for the phone's own install. */
export function setVaultInUse(vault: VaultInUse | null): void {
  inUse = vault;
}

export function vaultInUse(): VaultInUse | null {
  return inUse;
}
