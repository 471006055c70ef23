/** The settings screens, each in the back office's query client (one lazily loaded chunk for all of them). */
import { BackOffice } from '../../app/BackOffice';
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
export function SubdealersRoute() {
  return <BackOffice><SubdealersPage /></BackOffice>;
}
export function SubdealerFormRoute() {
  return <BackOffice><SubdealerFormPage /></BackOffice>;
}
export function ProfileRoute() {
  return <BackOffice><ProfilePage /></BackOffice>;
}
