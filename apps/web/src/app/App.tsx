import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter, Outlet, Route, Routes } from "react-router-dom";
import { ClientsScreen } from "../modules/clients/ClientsScreen.js";
import { HomeScreen } from "../modules/pages/HomeScreen.js";
import { GoalsScreen } from "../modules/rehabilitation/GoalsScreen.js";
import { NotFoundScreen } from "../modules/pages/NotFoundScreen.js";
import { StartScreen } from "../modules/pages/StartScreen.js";
import { RuntimeProvider } from "../sync/runtime-context.js";
import type { SyncRuntime } from "../sync/sync-runtime.js";
import { Layout } from "./Layout.js";

export function App({ runtime }: { runtime: SyncRuntime }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <ApolloProvider client={runtime.client}>
        <BrowserRouter>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<StartScreen />} />
              <Route path="Home" element={<HomeScreen />} />
              <Route path="forms" element={<Outlet />}>
                <Route path="clients" element={<ClientsScreen />} />
                <Route path="goals" element={<GoalsScreen />} />
              </Route>
              <Route path="*" element={<NotFoundScreen />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </ApolloProvider>
    </RuntimeProvider>
  );
}
