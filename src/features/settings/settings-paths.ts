/** Paths of the settings screens with their optional parameters (routes.ts has the patterns). */
const seg = (value: string | number) => encodeURIComponent(String(value));

export const userAddPath = (organizationId?: number) => `/instellingen/gebruiker/toevoegen${organizationId ? `/${seg(organizationId)}` : ''}`;
export const userEditPath = (id: number, organizationId?: number) => `/instellingen/gebruiker/wijzigen/${seg(id)}${organizationId ? `/${seg(organizationId)}` : ''}`;
export const subdealerAddPath = () => '/instellingen/subdealer/toevoegen';
export const subdealerEditPath = (id: number, name?: string, tab?: 'user' | 'quotes') =>
  `/instellingen/subdealer/wijzigen/${seg(id)}${name ? `/${seg(name)}${tab ? `/${tab}` : ''}` : ''}`;
