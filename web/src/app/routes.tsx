/**
 * The route table under /esecauction (spec §2 and the second document's routes). Every page is
 * loaded with React.lazy, so each area is its own chunk: a bidder never downloads admin screens.
 * Unknown paths go to login.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { routerPath, UI_ROUTES, type UiPath } from '../lib/ui-routes';
import { Guard } from './guard';
import { Layout } from './layout';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

// Sign-in area
const Login = page(() => import('../features/auth/components/login-page'));
const Forgot = page(() => import('../features/auth/components/forgot-password-page'));
const Reset = page(() => import('../features/auth/components/reset-password-page'));
const SoftToken = page(() => import('../features/auth/components/soft-token-page'));
const RedirectChoice = page(() => import('../features/auth/components/redirect-page'));
// Common
const Home = page(() => import('../features/home/components/home-page'));
const Dashboard = page(() => import('../features/close/components/dashboard-page'));
// Administration area
const Auctions = page(() => import('../features/auctions/components/active-auctions-page'));
const Archive = page(() => import('../features/auctions/components/auction-archive-page'));
const AuctionEdit = page(() => import('../features/auctions/components/auction-edit-page'));
const AuctionCopy = page(() => import('../features/auctions/components/auction-copy-page'));
const Lots = page(() => import('../features/lots/components/lots-page'));
const LotsUpload = page(() => import('../features/lots/components/lots-upload-page'));
const HoldingsUpload = page(() => import('../features/lots/components/holdings-upload-page'));
const LotEdit = page(() => import('../features/lots/components/lot-edit-page'));
const Invitees = page(() => import('../features/invitees/components/invitee-dashboard-page'));
const Borrowers = page(() => import('../features/borrowers/components/borrowers-page'));
const BorrowerEdit = page(() => import('../features/borrowers/components/borrower-edit-page'));
const Users = page(() => import('../features/users/components/users-page'));
const UserEdit = page(() => import('../features/users/components/user-edit-page'));
const Clients = page(() => import('../features/clients/components/clients-page'));
const ClientEdit = page(() => import('../features/clients/components/client-edit-page'));
// Information centre and bidding
const InfoCentreList = page(() => import('../features/infocentre/components/infocentre-list-page'));
const InfoCentre = page(() => import('../features/infocentre/components/infocentre-page'));
const DocumentEdit = page(() => import('../features/infocentre/components/document-edit-page'));
const Bidding = page(() => import('../features/bidding/components/enter-bids-page'));
// Reports and the award screen
const Reports = page(() => import('../features/reports/components/reports-page'));
const StandaloneReport = page(() => import('../features/reports/components/standalone-report-page'));
const Award = page(() => import('../features/awards/components/award-page'));
// The close
const CloseMonitor = page(() => import('../features/close/components/close-monitor-page'));
// Loan records and their SLATE and CDM files
const Loans = page(() => import('../features/loans/components/loans-page'));
const BillingStatements = page(() => import('../features/billing/components/statements-page'));

const Loading = () => (
  <p className="page" role="status">
    Loading…
  </p>
);

/** A signed-in page inside the layout. */
const inApp = (P: Page) =>
  function InApp() {
    return (
      <Guard>
        <Layout>
          <Suspense fallback={<Loading />}>
            <P />
          </Suspense>
        </Layout>
      </Guard>
    );
  };
/** A signed-in page without the layout (one-time code, redirect choice). */
const bare = (P: Page) =>
  function Bare() {
    return (
      <Guard>
        <P />
      </Guard>
    );
  };

/**
 * The page of each UI route (lib/ui-routes.ts has the paths, as the spec writes them, and who may
 * open them): a route without a page, or a page without a route, does not compile. Built once at module
 * load, so navigation never remounts the layout needlessly.
 */
const PAGES: Record<UiPath, ComponentType> = {
  '/login': Login,
  '/forgotpassword': Forgot,
  '/resetpassword': Reset,
  '/softtoken': bare(SoftToken),
  '/redirect': bare(RedirectChoice),
  '/home': inApp(Home),
  '/dashboard': inApp(Dashboard),
  '/auctions': inApp(Auctions),
  '/archiveauctions': inApp(Archive),
  '/auctionedit/{id}': inApp(AuctionEdit),
  '/auctioncopy/{id}': inApp(AuctionCopy),
  '/lots': inApp(Lots),
  '/lots/upload': inApp(LotsUpload),
  '/lots/holdings/upload': inApp(HoldingsUpload),
  '/lotedit/{id}': inApp(LotEdit),
  '/inviteedashboard': inApp(Invitees),
  '/borrowers': inApp(Borrowers),
  '/companyedit/{id}': inApp(BorrowerEdit),
  '/users': inApp(Users),
  '/useredit/{id}': inApp(UserEdit),
  '/clients': inApp(Clients),
  '/clientedit/{id}': inApp(ClientEdit),
  '/infocenterlist': inApp(InfoCentreList),
  '/infocenterpage': inApp(InfoCentre),
  '/collapsetemplate': inApp(InfoCentre),
  '/columnstemplate': inApp(InfoCentre),
  '/auctionrulesedit': inApp(DocumentEdit),
  '/assetinformationedit': inApp(DocumentEdit),
  '/operationalmanagementedit': inApp(DocumentEdit),
  '/enterbids': inApp(Bidding),
  '/report': inApp(Reports),
  '/award': inApp(Award),
  '/closemonitor': inApp(CloseMonitor),
  '/loans': inApp(Loans),
  '/billingstatements': inApp(BillingStatements),
  '/legalbidcommentsreport': inApp(StandaloneReport),
  '/awardsummaryreport': inApp(StandaloneReport),
};

const ROUTES = UI_ROUTES.map(({ path }) => [routerPath(path), PAGES[path]] as const);

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {ROUTES.map(([path, C]) => (
          <Route key={path} path={path} component={C} />
        ))}
        <Route>
          <Redirect to="/login" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
