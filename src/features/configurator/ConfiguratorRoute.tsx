import { lazy, Suspense, useMemo } from 'react';
import { Redirect, useParams, useRoute, useSearch } from 'wouter';
import { texts } from '../../domain/texts';
import { DESIGN_CODE_LENGTH } from '../../domain/constants';
import { SessionFailed, SessionLoading } from './SessionLoading';
import { usePageTitle } from '../../app/page-title';
import { decodeParam, routePatterns, to } from '../../app/routes';
import { rememberSelectedHouse, selectedHouseFrom } from '../../app/selected-house';
import { sessionFacts, useSession } from '../../app/session';
import { ConfiguratorPage } from './ConfiguratorPage';
import { loadCatalog } from './load-catalog';
import { sourceKey, useConfiguratorSession, type SessionSource } from './use-configurator-session';
import { adoptedSession } from './adopted-sessions';

const t = texts.configurator;
// The dealer's configurator brings the back office (query client, forms, quote page): loaded for dealers only.
const DealerConfigurator = lazy(() => import('../dealer-configurator/DealerConfigurator'));

/**
 * The configurator routes (spec §2 'Configurator screen'):
 * - `/maak-ontwerp/{id}/{organizationId}/{secret}` opens saved work; `/maak-ontwerp/{5-digit code}` a copy of that
 *   design; a chosen house (`?house=<id>` or local storage) a new design; with none of them it sends the visitor home.
 *   A logged-in organisation user gets the dealer's configurator for a new design or a code (no secret in the route).
 * - `/maak-ontwerp-via-offerte/{id}/{secret}/{organizationId}/{freshLead}` (login needed) opens a dealer's quote.
 * Both routes render this one component, so a new dealer design that becomes a quote keeps its editor when the
 * address moves to the quote's route.
 */
export function ConfiguratorRoute() {
  const [viaQuote, quoteParams] = useRoute<{ id?: string; secret?: string; organizationId?: string; freshLead?: string }>(routePatterns.configureViaQuoteEditor);
  const params = useParams<{ id?: string; organizationId?: string; secret?: string }>();
  const search = useSearch();
  const session = useSession();
  const dealer = sessionFacts(session).organizationUser;

  const id = decodeParam(viaQuote ? quoteParams.id : params.id);
  const organizationId = decodeParam(viaQuote ? quoteParams.organizationId : params.organizationId);
  const secret = decodeParam(viaQuote ? quoteParams.secret : params.secret);
  const freshLead = decodeParam(viaQuote ? quoteParams.freshLead : undefined);
  const houseId = id || secret ? null : selectedHouseFrom(search);

  const source = useMemo((): SessionSource | null => {
    if (viaQuote) return id && /^\d+$/.test(id) ? { kind: 'dealerQuote', id: Number(id) } : houseId ? { kind: 'house', houseId } : null;
    if (houseId) return { kind: 'house', houseId };
    if (id && organizationId && secret) return { kind: 'quote', id, organizationId, secret };
    if (id && new RegExp(`^\\d{${DESIGN_CODE_LENGTH}}$`).test(id)) return { kind: 'code', code: id };
    return null;
  }, [viaQuote, houseId, id, organizationId, secret]);

  if (viaQuote && !session) return <Redirect to={to.home()} replace />;
  if (!source) return <Redirect to={viaQuote ? to.configureViaQuote() : to.home()} replace />;
  if (dealer && (viaQuote || !secret)) {
    const key = source.kind === 'dealerQuote' ? adoptedSession(source.id) ?? sourceKey(source) : sourceKey(source);
    return (
      <Suspense fallback={<SessionLoading />}>
        <DealerConfigurator key={key} sessionKey={key} source={source} secret={secret} freshLead={freshLead} />
      </Suspense>
    );
  }
  if (source.kind === 'dealerQuote') return <Redirect to={to.home()} replace />;
  const key = source.kind === 'house' ? `h${source.houseId}` : source.kind === 'quote' ? `q${source.id}/${source.secret}` : `c${source.code}`;
  return <Session key={key} source={source} />;
}

function Session({ source }: { source: SessionSource }) {
  const state = useConfiguratorSession(source, loadCatalog);
  usePageTitle(state.status === 'ready' ? state.session.house.name : t.title);
  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') {
    return (
      <SessionFailed
        message={state.message} testId="configurator-load-failed" href={source.kind === 'house' ? to.configureHouseCategory() : to.home()}
        label={source.kind === 'house' ? t.chooseOtherSize : texts.auth.backHome}
      />
    );
  }
  if (source.kind === 'house') rememberSelectedHouse(source.houseId);
  return <ConfiguratorPage session={state.session} />;
}
