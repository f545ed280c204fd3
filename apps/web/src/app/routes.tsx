import { Outlet, type RouteObject } from "react-router-dom";
import { LanguageScreen, RecapScreen, RegionScreen, WelcomeScreen } from "../modules/initialize/InitializeScreens.js";
import { milestoneRoutes } from "../modules/milestones/milestone-routes.js";
import { HomeScreen } from "../modules/pages/HomeScreen.js";
import { NotFoundScreen } from "../modules/pages/NotFoundScreen.js";
import { StartScreen } from "../modules/pages/StartScreen.js";
import { lazyScreen, preloadableScreen } from "./lazy-screen.js";
import { Layout } from "./Layout.js";

const parent = (path: string, children: RouteObject[]): RouteObject => ({ path, element: <Outlet />, children });

const clients = preloadableScreen(
  () => import("../modules/clients/ClientsScreen.js"),
  (m) => m.ClientsScreen,
  // Its list is read straight from the parsed stored records (readClientListQuickly) before Apollo holds them.
  { readsStoredRecords: true },
);
/** The client list is the screen a worker opens most: main.tsx loads it while the cache is restored, during the start wait (docs/product.md §4). */
export const preloadClientsScreen = clients.preload;

const diary = () =>
  lazyScreen(
    () => import("../modules/diary/DiaryScreen.js"),
    (m) => m.DiaryScreen,
  );

/** Home's count of visits due, kept out of the first download (docs/product.md §4 "Visits due"). */
const visitsDueCount = lazyScreen(
  () => import("../modules/visits-due/VisitsDueCount.js"),
  (m) => m.VisitsDueCount,
);

/** Home's daily reminder switch, below the tiles (docs/product.md §4 "One reminder a day"), out of the first download. */
const visitsDueReminder = lazyScreen(
  () => import("../modules/visits-due/VisitsDueCount.js"),
  (m) => m.VisitsDueReminder,
);

/** Home's "My team" entry for a supervisor (docs/teams.md, "On the supervisor's phone"), out of the first download. */
const teamEntry = lazyScreen(
  () => import("../modules/team/TeamEntry.js"),
  (m) => m.TeamEntry,
);

/**
 * The routes of docs/product.md §2, all inside the layout; any other path is the 404 page. The start, the
 * first run and the home page come with the first download; every other screen loads on demand.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <StartScreen /> },
      {
        path: "requestforpassword",
        element: lazyScreen(
          () => import("../modules/auth/RequestPasswordScreen.js"),
          (m) => m.RequestPasswordScreen,
        ),
      },
      parent("Home", [
        { index: true, element: <HomeScreen visitsDue={visitsDueCount} reminder={visitsDueReminder} team={teamEntry} /> },
        {
          path: "Article/:pageID",
          element: lazyScreen(
            () => import("../modules/articles/ArticleScreen.js"),
            (m) => m.ArticleScreen,
          ),
        },
        ...(["Start", "About", "Navigation"] as const).map((kind) => ({
          path: `${kind}/:pageID`,
          element: lazyScreen(
            () => import("../modules/pages/ContentPageScreen.js"),
            (m) => () => <m.ContentPageScreen kind={kind} />,
          ),
        })),
      ]),
      parent("initialize", [
        { index: true, element: <WelcomeScreen /> },
        { path: "language", element: <LanguageScreen /> },
        { path: "region", element: <RegionScreen /> },
        { path: "recap", element: <RecapScreen /> },
      ]),
      parent("forms", [
        {
          index: true,
          element: lazyScreen(
            () => import("../modules/pages/FormsScreen.js"),
            (m) => m.FormsScreen,
          ),
        },
        { path: "clients", element: clients.element },
        {
          path: "Cycleform",
          element: lazyScreen(
            () => import("../modules/cycles/CycleFormScreen.js"),
            (m) => m.CycleFormScreen,
          ),
        },
        {
          path: "goals",
          element: lazyScreen(
            () => import("../modules/rehabilitation/GoalsScreen.js"),
            (m) => m.GoalsScreen,
          ),
        },
        { path: "diary", element: diary() },
        // docs/product.md §2: /forms/clientAppointments shows the diary screen.
        { path: "clientAppointments", element: diary() },
      ]),
      {
        path: "malawi",
        element: lazyScreen(
          () => import("../modules/malawi/MalawiScreen.js"),
          (m) => m.MalawiScreen,
        ),
      },
      parent("milestones", milestoneRoutes),
      {
        path: "hiapp",
        element: lazyScreen(
          () => import("../modules/health-issue/HiappScreen.js"),
          (m) => m.HiappScreen,
        ),
      },
      {
        path: "calendar",
        element: lazyScreen(
          () => import("../modules/calendar/CalendarScreen.js"),
          (m) => m.CalendarScreen,
        ),
      },
      {
        path: "visits",
        element: lazyScreen(
          () => import("../modules/visits-due/VisitsDueScreen.js"),
          (m) => m.VisitsDueScreen,
        ),
      },
      // A supervisor's team and her workers' clients, read only (docs/teams.md, "On the supervisor's phone").
      parent("team", [
        {
          index: true,
          element: lazyScreen(
            () => import("../modules/team/TeamScreen.js"),
            (m) => m.TeamScreen,
          ),
        },
        {
          path: ":workerId",
          element: lazyScreen(
            () => import("../modules/team/TeamWorkerScreen.js"),
            (m) => m.TeamWorkerScreen,
          ),
        },
        {
          path: ":workerId/:clientUuid",
          element: lazyScreen(
            () => import("../modules/team/TeamClientScreen.js"),
            (m) => m.TeamClientScreen,
          ),
        },
      ]),
      {
        path: "chat",
        element: lazyScreen(
          () => import("../modules/chat/ChatScreen.js"),
          (m) => m.ChatScreen,
        ),
      },
      {
        path: "settings",
        element: lazyScreen(
          () => import("../modules/settings/SettingsScreen.js"),
          (m) => m.SettingsScreen,
        ),
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];
