import { useEffect, useState } from "react";
import { useLoginChanges } from "../../sync/runtime-context.js";
import { storedUser, type StoredUser } from "../../vault/storage-keys.js";

/** The logged-in user, kept current when a login, logout or 401 changes it (the runtime's loginChanges). */
export function useStoredUser(): StoredUser | null {
  const loginChanges = useLoginChanges();
  const [user, setUser] = useState(storedUser);
  useEffect(() => loginChanges.subscribe(() => setUser(storedUser())), [loginChanges]);
  return user;
}
