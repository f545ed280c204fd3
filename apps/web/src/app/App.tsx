import { ApolloProvider } from "@apollo/client/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { BrowserRouter, Outlet, Route, Routes, useNavigate } from "react-router-dom";
import { texts } from "../i18n/t.js";
import { ClientsScreen } from "../modules/clients/ClientsScreen.js";
import { LanguageScreen, RecapScreen, RegionScreen, WelcomeScreen } from "../modules/initialize/InitializeScreens.js";
import { HomeScreen } from "../modules/pages/HomeScreen.js";
import { NotFoundScreen } from "../modules/pages/NotFoundScreen.js";
import { StartScreen } from "../modules/pages/StartScreen.js";
import { GoalsScreen } from "../modules/rehabilitation/GoalsScreen.js";
import { SettingsScreen } from "../modules/settings/SettingsScreen.js";
import { RuntimeProvider } from "../sync/runtime-context.js";
import type { SyncRuntime } from "../sync/sync-runtime.js";
import { Layout } from "./Layout.js";

/** Spec 2: on start the route is replaced with `/`, which decides where the app goes. */
function StartFromRoot() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate("/", { replace: true });
  }, [navigate]);
  return null;
}

function AppRoutes() {
  // Every text comes from the current translations: a language change renders the screens anew.
  const { language } = useSyncExternalStore(texts.subscribe, texts.get);
  return (
    <Routes key={language}>
      <Route element={<Layout />}>
        <Route index element={<StartScreen />} />
        <Route path="Home" element={<HomeScreen />} />
        <Route path="initialize" element={<Outlet />}>
          <Route index element={<WelcomeScreen />} />
          <Route path="language" element={<LanguageScreen />} />
          <Route path="region" element={<RegionScreen />} />
          <Route path="recap" element={<RecapScreen />} />
        </Route>
        <Route path="forms" element={<Outlet />}>
          <Route path="clients" element={<ClientsScreen />} />
          <Route path="goals" element={<GoalsScreen />} />
        </Route>
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}

export function App({ runtime }: { runtime: SyncRuntime }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <ApolloProvider client={runtime.client}>
        <BrowserRouter>
          <StartFromRoot />
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </RuntimeProvider>
  );
}
