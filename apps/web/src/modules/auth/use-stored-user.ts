import { useEffect, useState } from "react";
import { storedUser, type StoredUser } from "../../sync/storage-keys.js";

/** The logged-in user, kept current when a login, logout or 401 changes it ("stepwise:auth"). */
export function useStoredUser(): StoredUser | null {
  const [user, setUser] = useState(storedUser);
  useEffect(() => {
    const refresh = () => setUser(storedUser());
    window.addEventListener("stepwise:auth", refresh);
    return () => window.removeEventListener("stepwise:auth", refresh);
  }, []);
  return user;
}
