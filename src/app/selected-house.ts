/**
 * How a size tile hands the chosen house to the configurator (ARCHITECTURE §3 reading 10: the configurator
 * opens with the chosen house and no id). The house id travels in the address as `?house=<id>`, so the link
 * can be reloaded and shared, and is also kept in localStorage under 'selectedHouse', so the working design
 * survives leaving and re-entering `/maak-ontwerp` without the query. The address wins over storage.
 */
export const HOUSE_QUERY_PARAM = 'house';
export const STORAGE_KEY_SELECTED_HOUSE = 'selectedHouse';

const parseId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

export function rememberSelectedHouse(id: number): void {
  try {
    localStorage.setItem(STORAGE_KEY_SELECTED_HOUSE, String(id));
  } catch {
    // Storage unavailable: the query parameter still carries the house.
  }
}

export function storedSelectedHouse(): number | null {
  try {
    return parseId(localStorage.getItem(STORAGE_KEY_SELECTED_HOUSE));
  } catch {
    return null;
  }
}

/** The house id from a search string ('?house=12' or 'house=12'), else the stored one. */
export function selectedHouseFrom(search: string, stored: number | null = storedSelectedHouse()): number | null {
  const fromQuery = parseId(new URLSearchParams(search).get(HOUSE_QUERY_PARAM));
  return fromQuery ?? stored;
}

/** '?house=12' for the configurator address. */
export function houseQuery(id: number): string {
  return `?${HOUSE_QUERY_PARAM}=${id}`;
}
