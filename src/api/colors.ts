import { colorSchema, type Color } from '../domain/catalog';
import { PAGE_SIZE_PRODUCTS } from '../domain/constants';
import { fetchAll } from './list';

export function fetchColors(signal?: AbortSignal): Promise<Color[]> {
  return fetchAll(colorSchema, '/product/eav/entity/color', PAGE_SIZE_PRODUCTS, {}, signal);
}
