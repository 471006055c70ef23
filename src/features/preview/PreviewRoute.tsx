/**
 * The customer quote route `/klant-offerte/{id}/{organizationId}/{secret}/{lead?}` (spec §2 'Read-only
 * preview'): the same data load as the configurator opening saved work, in a read-only session.
 */
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { texts } from '../../domain/texts';
import { SessionFailed, SessionLoading } from '../configurator/SessionLoading';
import { usePageTitle } from '../../app/page-title';
import { decodeParam, to } from '../../app/routes';
import { loadCatalog } from '../configurator/load-catalog';
import { useConfiguratorSession, type SessionSource } from '../configurator/use-configurator-session';
import { PreviewPage, type QuoteKey } from './PreviewPage';

const t = texts.configurator;

export function PreviewRoute() {
  const params = useParams<{ id: string; organizationId: string; secret: string; lead?: string }>();
  const id = decodeParam(params.id) ?? '';
  const organizationId = decodeParam(params.organizationId) ?? '';
  const secret = decodeParam(params.secret) ?? '';
  const lead = decodeParam(params.lead);
  const source = useMemo((): SessionSource => ({ kind: 'quote', id, organizationId, secret }), [id, organizationId, secret]);
  const quoteKey = useMemo(() => ({ id, organizationId, secret }), [id, organizationId, secret]);
  return <Session key={`${id}/${organizationId}/${secret}`} source={source} lead={lead} quoteKey={quoteKey} />;
}


const READ_ONLY = { readOnly: true } as const;

function Session({ source, lead, quoteKey }: { source: SessionSource; lead?: string; quoteKey: QuoteKey }) {
  const state = useConfiguratorSession(source, loadCatalog, READ_ONLY);
  usePageTitle(state.status === 'ready' ? state.session.house.name : t.title);
  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') {
    return <SessionFailed message={state.message} href={to.home()} label={texts.auth.backHome} testId="preview-load-failed" />;
  }
  return <PreviewPage session={state.session} lead={lead} quoteKey={quoteKey} />;
}
