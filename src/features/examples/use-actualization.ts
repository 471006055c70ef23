/**
 * The admin's 'Actualiseren' (spec §2, §7): PUT /quote/actualize answers 'Successfully started quote actualization
 * process', which switches the sync indicator on; the state is then polled until the run ends, when every quote
 * list is read again (the totals changed).
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchActualization, startActualization } from '../../api/examples';
import { queryKeys } from '../../app/query-client';
import { dealerTexts } from '../../domain/dealer-texts';

const POLL_MS = 1000;

export function useActualization(enabled: boolean) {
  const client = useQueryClient();
  const state = useQuery({
    queryKey: queryKeys.actualization,
    queryFn: ({ signal }) => fetchActualization(signal),
    enabled,
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: startActualization,
    onSuccess: (answer) => {
      if (answer.message !== dealerTexts.examples.actualizeStarted) throw new Error(answer.message);
      client.setQueryData(queryKeys.actualization, { running: answer.running, lastRun: answer.lastRun });
    },
  });
  // A run that just ended changed totals: every quote list is read again.
  const running = state.data?.running ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: queryKeys.quotes });
    wasRunning.current = running;
  }, [running, client]);
  return { state, start, running };
}
