import { globalSettingsSchema, type GlobalSettings } from '../domain/catalog';
import { SETTINGS_ENTITY_ID } from '../domain/constants';
import { request } from './http';

/** The global settings (product setting entity 762): notifications, tile images, spaceBetweenOptions. */
export function fetchSettings(signal?: AbortSignal): Promise<GlobalSettings> {
  return request(globalSettingsSchema, `/product/eav/entity/setting/${SETTINGS_ENTITY_ID}`, { signal });
}
