/** The settings screens, each in the back office's query client (one lazily loaded chunk for all of them). */
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { BackOffice } from '../../app/BackOffice';
import { to } from '../../app/routes';
import { sessionFacts, useSession } from '../../app/session';
import { UserFormPage } from './UserFormPage';
import { UsersPage } from './UsersPage';
import { ProfilePage } from './ProfilePage';
import { SubdealersPage } from './SubdealersPage';
import { SubdealerFormPage } from './SubdealerFormPage';

export function UsersRoute() {
  return <BackOffice><UsersPage /></BackOffice>;
}
export function UserFormRoute() {
  return <BackOffice><UserFormPage /></BackOffice>;
}
/**
 * Sub-dealers are for managers of an organisation that can have them (spec §2, §6; a sub-dealer's manager has
 * none); anyone else goes to the profile (the server refuses them anyway).
 */
function ManagersOnly({ children }: { children: ReactNode }) {
  const facts = sessionFacts(useSession());
  if (!facts.subdealerManager) return <Redirect to={to.settings()} replace />;
  return <>{children}</>;
}
export function SubdealersRoute() {
  return <ManagersOnly><BackOffice><SubdealersPage /></BackOffice></ManagersOnly>;
}
export function SubdealerFormRoute() {
  return <ManagersOnly><BackOffice><SubdealerFormPage /></BackOffice></ManagersOnly>;
}
export function ProfileRoute() {
  return <BackOffice><ProfilePage /></BackOffice>;
}
