import { useMemo } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { texts } from '../../domain/texts';
import { DESIGN_CODE_LENGTH } from '../../domain/constants';
import { ButtonLink } from '../../ui/Button';
import { SessionLoading } from './SessionLoading';
import { usePageTitle } from '../../app/page-title';
import { decodeParam, to } from '../../app/routes';
import { rememberSelectedHouse, selectedHouseFrom } from '../../app/selected-house';
import { ConfiguratorPage } from './ConfiguratorPage';
import { loadCatalog } from './load-catalog';
import { useConfiguratorSession, type SessionSource } from './use-configurator-session';

const t = texts.configurator;

/**
 * The configurator route (spec §2 'Configurator screen'): `/maak-ontwerp/{id}/{organizationId}/{secret}` opens
 * saved work; `/maak-ontwerp/{5-digit code}` a copy of that design; a chosen house (`?house=<id>` or local
 * storage) a new design. With none of them it sends the visitor home.
 */
export function ConfiguratorRoute() {
  const params = useParams<{ id?: string; organizationId?: string; secret?: string }>();
  const search = useSearch();
  const id = decodeParam(params.id);
  const organizationId = decodeParam(params.organizationId);
  const secret = decodeParam(params.secret);
  const houseId = id || secret ? null : selectedHouseFrom(search);
  const source = useMemo((): SessionSource | null => {
    if (houseId) return { kind: 'house', houseId };
    if (id && organizationId && secret) return { kind: 'quote', id, organizationId, secret };
    if (id && new RegExp(`^\\d{${DESIGN_CODE_LENGTH}}$`).test(id)) return { kind: 'code', code: id };
    return null;
  }, [houseId, id, organizationId, secret]);
  if (!source) return <Redirect to={to.home()} replace />;
  const key = source.kind === 'house' ? `h${source.houseId}` : source.kind === 'quote' ? `q${source.id}/${source.secret}` : `c${source.code}`;
  return <Session key={key} source={source} />;
}


function Session({ source }: { source: SessionSource }) {
  const state = useConfiguratorSession(source, loadCatalog);
  usePageTitle(state.status === 'ready' ? state.session.house.name : t.title);
  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="mx-auto my-16 max-w-md rounded-3xl bg-white p-8 text-center shadow-card" data-testid="configurator-load-failed">
        <p className="text-lg font-semibold text-stone-900">{state.message}</p>
        <ButtonLink href={source.kind === 'house' ? to.configureHouseCategory() : to.home()} variant="secondary" className="mt-6">
          {source.kind === 'house' ? t.chooseOtherSize : texts.auth.backHome}
        </ButtonLink>
      </div>
    );
  }
  if (source.kind === 'house') rememberSelectedHouse(source.houseId);
  return <ConfiguratorPage session={state.session} />;
}
