import { globalSideSchema, type GlobalSide } from '../domain/catalog';
import { PAGE_SIZE_PRODUCTS } from '../domain/constants';
import { fetchAll } from './list';

export function fetchSides(signal?: AbortSignal): Promise<GlobalSide[]> {
  return fetchAll(globalSideSchema, '/product/eav/entity/side', PAGE_SIZE_PRODUCTS, {}, signal);
}
