/**
 * The drag benchmark's designs: house 1040 (flat roof, 700 × 350) with a wall on each outer side, and `count`
 * furniture items on a grid over the pan area around it (the house plus 6000 mm on every side). The item the benchmark drags is the last one, a garden chair on a circle around the house, so
 * it is drawn on top of everything and the press lands on it.
 */
import type { ConfigurationInput } from '../../src/domain/configuration';
import { PAN_MARGIN } from '../../src/domain/constants';

export const HOUSE_ID = 1040;
export const HOUSE = { width: 7000, length: 3500 };
/** Where the dragged item starts and the circle it is dragged along (plan mm). */
export const DRAG = { product: 8003, cx: HOUSE.width / 2, cy: HOUSE.length / 2, radius: 3000 };

/** The seed's furniture products, in turn. */
const ITEMS = [8001, 8002, 8003, 8004, 8005, 8006, 8007];
const WALL = 2001;

export function dragDesign(count: number): ConfigurationInput {
  const minX = -PAN_MARGIN + 400;
  const minY = -PAN_MARGIN + 400;
  const width = HOUSE.width + 2 * PAN_MARGIN - 800;
  const height = HOUSE.length + 2 * PAN_MARGIN - 800;
  const others = count - 1;
  const perRow = Math.max(1, Math.ceil(Math.sqrt((others * width) / height)));
  const rows = Math.max(1, Math.ceil(others / perRow));
  const furniture = [];
  for (let i = 0; i < others; i++) {
    const x = minX + ((i % perRow) + 0.5) * (width / perRow);
    const y = minY + (Math.floor(i / perRow) + 0.5) * (height / rows);
    furniture.push({ index: i, x: Math.round(x), y: Math.round(y), rotation: ([0, 90, 180, 270] as const)[i % 4], product: ITEMS[i % ITEMS.length], brushedColorId: null });
  }
  furniture.push({ index: others, x: DRAG.cx + DRAG.radius, y: DRAG.cy, rotation: 0 as const, product: DRAG.product, brushedColorId: null });
  return {
    selectedHouse: HOUSE_ID,
    walls: [1, 2, 3, 4, 5, 6].map((spaceId) => ({ spaceId, fill: 'both' as const, product: WALL, brushedColorId: null })),
    options: [],
    furnitureProducts: furniture,
  };
}
