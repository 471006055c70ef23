/**
 * The six actors of the permission matrices (ARCHITECTURE §3 reading 16), from the demo data: nobody signed in,
 * the brand's admin, organisation 3's manager and user, a user of organisation 5 (organisation 3's sub-dealer) and
 * a user of organisation 4 (another dealer). permissions-orgadmin.test.ts has its own six (managers), since it
 * tests what managers may do with users and sub-dealers.
 */
import type { TestServer } from '../helpers/server';

export type ActorName = 'anonymous' | 'brand admin' | 'manager org 3' | 'user org 3' | 'sub-dealer user org 5' | 'user org 4';

export const logins: Record<Exclude<ActorName, 'anonymous'>, string> = {
  'brand admin': 'admin@houtland.example',
  'manager org 3': 'manager@groenevinger.example',
  'user org 3': 'verkoper@groenevinger.example',
  'sub-dealer user org 5': 'info@tuinhuizenoost.example',
  'user org 4': 'pieter@vandijk.example',
};

export const actors: ActorName[] = ['anonymous', 'brand admin', 'manager org 3', 'user org 3', 'sub-dealer user org 5', 'user org 4'];

/** Signs every actor but the anonymous one in and keeps their tokens in `tokens`. */
export async function signIn(server: TestServer, tokens: Map<ActorName, string | undefined>): Promise<void> {
  for (const [actor, email] of Object.entries(logins)) tokens.set(actor as ActorName, await server.login(email));
}
