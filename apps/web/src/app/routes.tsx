import { Outlet, type RouteObject } from "react-router-dom";
import { ArticleScreen } from "../modules/articles/ArticleScreen.js";
import { RequestPasswordScreen } from "../modules/auth/RequestPasswordScreen.js";
import { CalendarScreen } from "../modules/calendar/CalendarScreen.js";
import { ChatScreen } from "../modules/chat/ChatScreen.js";
import { LazyClientsScreen } from "../modules/clients/LazyClientsScreen.js";
import { CycleFormScreen } from "../modules/cycles/CycleFormScreen.js";
import { DiaryScreen } from "../modules/diary/DiaryScreen.js";
import { LanguageScreen, RecapScreen, RegionScreen, WelcomeScreen } from "../modules/initialize/InitializeScreens.js";
import { ContentPageScreen } from "../modules/pages/ContentPageScreen.js";
import { HiappScreen } from "../modules/health-issue/HiappScreen.js";
import { HomeScreen } from "../modules/pages/HomeScreen.js";
import { MalawiScreen } from "../modules/malawi/MalawiScreen.js";
import { milestoneRoutes } from "../modules/milestones/milestone-routes.js";
import { NotFoundScreen } from "../modules/pages/NotFoundScreen.js";
import { StartScreen } from "../modules/pages/StartScreen.js";
import { TitledScreen } from "../modules/pages/TitledScreen.js";
import { LazyGoalsScreen } from "../modules/rehabilitation/LazyGoalsScreen.js";
import { SettingsScreen } from "../modules/settings/SettingsScreen.js";
import { Layout } from "./Layout.js";

const titled = (path: string, titleKey: string): RouteObject => ({ path, element: <TitledScreen titleKey={titleKey} /> });
const parent = (path: string, children: RouteObject[]): RouteObject => ({ path, element: <Outlet />, children });

/** The routes of spec 2, all inside the layout; any other path is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <StartScreen /> },
      { path: "requestforpassword", element: <RequestPasswordScreen /> },
      parent("Home", [
        { index: true, element: <HomeScreen /> },
        { path: "Article/:pageID", element: <ArticleScreen /> },
        ...(["Start", "About", "Navigation"] as const).map((kind) => ({ path: `${kind}/:pageID`, element: <ContentPageScreen kind={kind} /> })),
      ]),
      parent("initialize", [
        { index: true, element: <WelcomeScreen /> },
        { path: "language", element: <LanguageScreen /> },
        { path: "region", element: <RegionScreen /> },
        { path: "recap", element: <RecapScreen /> },
      ]),
      parent("forms", [
        { index: true, element: <TitledScreen titleKey="PAGE_FORMS" /> },
        { path: "clients", element: <LazyClientsScreen /> },
        { path: "Cycleform", element: <CycleFormScreen /> },
        { path: "goals", element: <LazyGoalsScreen /> },
        { path: "diary", element: <DiaryScreen /> },
        { path: "clientAppointments", element: <DiaryScreen /> },
      ]),
      { path: "malawi", element: <MalawiScreen /> },
      parent("milestones", milestoneRoutes),
      { path: "hiapp", element: <HiappScreen /> },
      { path: "calendar", element: <CalendarScreen /> },
      { path: "chat", element: <ChatScreen /> },
      { path: "settings", element: <SettingsScreen /> },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
