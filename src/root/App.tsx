import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../ui/Spinner';
import { Toaster } from '../ui/Toast';
import { loadBrand } from '../app/brand';
import { refreshSession } from '../app/session';
import { initDealerToken } from '../features/dealer/dealer-store';
import { DealerShareButton } from '../features/dealer/DealerShareButton';
import { legacyRedirect } from '../app/legacy-paths';
import { routePatterns as r } from '../app/routes';
import { Header } from '../app/shell/Header';
import { Footer } from '../app/shell/Footer';
import { ScrollToTop } from '../app/shell/ScrollToTop';
import { NotFound, RequireLogin } from '../app/shell/Placeholders';
import { configuratorRouteAhead, PrefetchConfigurator } from './prefetch-configurator';

// Every screen is its own chunk, so the landing route carries no catalogue, help or configurator code.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const LandingPage = named(() => import('../features/landing/LandingPage'), 'LandingPage');
const CategoryPage = named(() => import('../features/catalog/CategoryPage'), 'CategoryPage');
const SizePage = named(() => import('../features/catalog/SizePage'), 'SizePage');
const LazyConfiguratorRoute = named(() => import('../features/configurator/ConfiguratorRoute'), 'ConfiguratorRoute');

/** The configurator's route, at once when its code came ahead (prefetch-configurator.ts), else through lazy. */
function ConfiguratorRoute() {
  // Chosen once per mount: code that arrives later must not swap the component (and remount the session).
  const [Ahead] = useState(configuratorRouteAhead);
  return Ahead ? <Ahead /> : <LazyConfiguratorRoute />;
}
const HelpPage = named(() => import('../features/help/HelpPage'), 'HelpPage');
const HelpButton = named(() => import('../features/help/HelpButton'), 'HelpButton');
const LoginPage = named(() => import('../features/auth/LoginPage'), 'LoginPage');
const LogoutPage = named(() => import('../features/auth/LogoutPage'), 'LogoutPage');
const ThanksPage = named(() => import('../features/thanks/ThanksPage'), 'ThanksPage');
const ThanksDealerPage = named(() => import('../features/thanks/ThanksPage'), 'ThanksDealerPage');
const PreviewRoute = named(() => import('../features/preview/PreviewRoute'), 'PreviewRoute');
const LeadsRoute = named(() => import('../features/leads/LeadsRoute'), 'LeadsRoute');
const QuotesRoute = named(() => import('../features/dealer-quotes/QuotesRoute'), 'QuotesRoute');
const UsersRoute = named(() => import('../features/settings/SettingsRoutes'), 'UsersRoute');
const UserFormRoute = named(() => import('../features/settings/SettingsRoutes'), 'UserFormRoute');
const SubdealersRoute = named(() => import('../features/settings/SettingsRoutes'), 'SubdealersRoute');
const SubdealerFormRoute = named(() => import('../features/settings/SettingsRoutes'), 'SubdealerFormRoute');
const ProfileRoute = named(() => import('../features/settings/SettingsRoutes'), 'ProfileRoute');
const ForgotPasswordPage = named(() => import('../features/auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ChangePasswordPage = named(() => import('../features/auth/ChangePasswordPage'), 'ChangePasswordPage');
const CustomersRoute = named(() => import('../features/customers/CustomersPage'), 'CustomersRoute');
const ExamplesRoute = named(() => import('../features/examples/ExamplesRoute'), 'ExamplesRoute');
const InsightsRoute = named(() => import('../features/insights/InsightsRoute'), 'InsightsRoute');

/** An address no route matches: an old path redirects to its new place (legacy-paths.ts), anything else is not found. */
function Unmatched() {
  const [path] = useLocation();
  const search = useSearch();
  const target = legacyRedirect(path, search, typeof window === 'undefined' ? '' : window.location.hash);
  return target ? <Redirect to={target} replace /> : <NotFound />;
}

export function Routes() {
  return (
    <Switch>
      <Route path={r.home} component={LandingPage} />
      <Route path={r.homeAlias} component={LandingPage} />
      <Route path={r.house} component={CategoryPage} />
      <Route path={r.configureHouseCategorySlug} component={CategoryPage} />
      <Route path={r.configureHouseCategory} component={CategoryPage} />
      <Route path={r.configureHouseSlug} component={SizePage} />
      <Route path={r.configureHouse} component={SizePage} />
      <Route path={r.configureViaId} component={ConfiguratorRoute} />
      <Route path={r.configureViaQuoteEditor} component={ConfiguratorRoute} />
      <Route path={r.customerQuote} component={PreviewRoute} />
      <Route path={r.auth} component={LoginPage} />
      <Route path={r.logout} component={LogoutPage} />
      <Route path={r.help} component={HelpPage} />
      <Route path={r.thanksDealer} component={ThanksDealerPage} />
      <Route path={r.thanks} component={ThanksPage} />
      <Route path={r.configurations}>{() => <RequireLogin><ExamplesRoute /></RequireLogin>}</Route>
      <Route path={r.configureViaQuoteLeads}>{() => <RequireLogin><LeadsRoute /></RequireLogin>}</Route>
      <Route path={r.configureViaQuote}>{() => <RequireLogin><QuotesRoute /></RequireLogin>}</Route>
      <Route path={r.customers}>{() => <RequireLogin><CustomersRoute /></RequireLogin>}</Route>
      <Route path={r.insights}>{() => <RequireLogin><InsightsRoute /></RequireLogin>}</Route>
      <Route path={r.settings}>{() => <RequireLogin><ProfileRoute /></RequireLogin>}</Route>
      <Route path={r.settingsUserAdd}>{() => <RequireLogin><UserFormRoute /></RequireLogin>}</Route>
      <Route path={r.settingsUserEdit}>{() => <RequireLogin><UserFormRoute /></RequireLogin>}</Route>
      <Route path={r.settingsUser}>{() => <RequireLogin><UsersRoute /></RequireLogin>}</Route>
      <Route path={r.settingsSubdealerAdd}>{() => <RequireLogin><SubdealerFormRoute /></RequireLogin>}</Route>
      <Route path={r.settingsSubdealerEdit}>{() => <RequireLogin><SubdealerFormRoute /></RequireLogin>}</Route>
      <Route path={r.settingsSubdealer}>{() => <RequireLogin><SubdealersRoute /></RequireLogin>}</Route>
      <Route path={r.forgotPassword} component={ForgotPasswordPage} />
      <Route path={r.changePassword} component={ChangePasswordPage} />
      <Route component={Unmatched} />
    </Switch>
  );
}

export function App() {
  useEffect(() => {
    void loadBrand();
    void refreshSession();
    initDealerToken();
  }, []);
  return (
    <Router>
      <ScrollToTop />
      <PrefetchConfigurator />
      <div className="flex min-h-dvh flex-col bg-cream">
        <Header />
        <div className="flex-1">
          <Suspense fallback={<PageSpinner testId="route-loading" />}>
            <Routes />
          </Suspense>
          {/* At the content's end, so the button stops above the footer instead of covering its buttons. */}
          <Suspense fallback={null}>
            <HelpButton />
          </Suspense>
          {/* Spec §1: on every page, for users of an organisation with dealerTokenActive 'true' (help button's corner). */}
          <DealerShareButton />
        </div>
        <Footer />
      </div>
      <Toaster />
    </Router>
  );
}
