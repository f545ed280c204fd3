import { ApolloProvider } from "@apollo/client/react";
import { Fragment, useEffect, useSyncExternalStore } from "react";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { texts } from "../i18n/t.js";
import { RuntimeProvider, type RuntimePorts } from "../sync/runtime-context.js";
import { routes } from "./routes.js";
import { ReopenRecords } from "../modules/auth/ReopenRecords.js";

function AppRoutes() {
  // Every text comes from the current translations: a language change renders the screens anew.
  const { language } = useSyncExternalStore(texts.subscribe, texts.get);
  return <Fragment key={language}>{useRoutes(routes)}</Fragment>;
}

/** Tells the page it is ready once the first render is on screen (the cache and outbox were ready before). */
function ReadyMark({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

export function App({ runtime, onReady = () => {} }: { runtime: RuntimePorts; onReady?: () => void }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <ApolloProvider client={runtime.client}>
        <BrowserRouter>
          {runtime.reopening ? <ReopenRecords /> : <AppRoutes />}
          <ReadyMark onReady={onReady} />
        </BrowserRouter>
      </ApolloProvider>
    </RuntimeProvider>
  );
}
