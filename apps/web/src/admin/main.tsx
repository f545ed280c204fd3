import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "../ui/theme.css";
import "./admin.css";
import { AdminApp } from "./AdminApp.js";
import { createAdminClient } from "./admin-client.js";
import { initialAdminLanguage } from "./admin-i18n.js";

// docs/operator-console.md: the console shares the app's theme and t(), and nothing of its worker code.
initialAdminLanguage();
createRoot(document.getElementById("admin-root")!).render(
  <StrictMode>
    <ApolloProvider client={createAdminClient()}>
      <AdminApp />
    </ApolloProvider>
  </StrictMode>,
);
