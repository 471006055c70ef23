/**
 * The house tree of the shop: kinds (step 1) -> constructions (roof types, step 2) -> depths (step 3) ->
 * widths (the houses on the size step). categories.ts and houses.ts both read it, so the ids agree.
 */
import type { RoofType } from '../../../src/domain/catalog';
import type { HouseKind } from '../svg/house';
import { CAT } from './ids';

export interface DepthNode { id: number; depth: number; widths: number[] }
export interface ConstructionNode {
  id: number;
  name: string;
  roofType: RoofType;
  roofPitch: number;
  /** House name prefix, e.g. 'Tuinhuis Zadeldak' (the size step's sub-label). */
  label: string;
  skuPrefix: string;
  depths: DepthNode[];
}
export interface KindNode {
  id: number;
  name: string;
  kind: HouseKind;
  order: number;
  test: boolean;
  constructions: ConstructionNode[];
}

type DepthSpec = Record<number, number[]>;
let nextDepthId = 40;
const depths = (spec: DepthSpec): DepthNode[] =>
  Object.entries(spec).map(([depth, widths]) => ({ id: nextDepthId++, depth: Number(depth), widths }));

const ROOF = {
  flat: { name: 'Plat dak', roofType: 'flat' as const, roofPitch: 0, code: 'PD' },
  leanTo: { name: 'Lessenaarsdak', roofType: 'leanTo' as const, roofPitch: 8, code: 'LD' },
  gable: { name: 'Zadeldak', roofType: 'gable' as const, roofPitch: 25, code: 'ZD' },
};

function construction(id: number, kindLabel: string, kindCode: string, roof: keyof typeof ROOF, spec: DepthSpec): ConstructionNode {
  const r = ROOF[roof];
  return {
    id, name: r.name, roofType: r.roofType, roofPitch: r.roofPitch,
    label: `${kindLabel} ${r.name}`, skuPrefix: `${kindCode}-${r.code}`, depths: depths(spec),
  };
}

export const houseTree: KindNode[] = [
  {
    id: CAT.kindTuinhuis, name: 'Tuinhuis', kind: 'tuinhuis', order: 10, test: false,
    constructions: [
      construction(20, 'Tuinhuis', 'TH', 'flat', { 250: [300, 400], 300: [300, 400, 500], 350: [400, 500] }),
      construction(21, 'Tuinhuis', 'TH', 'leanTo', { 250: [300, 400], 300: [300, 400, 500] }),
      construction(22, 'Tuinhuis', 'TH', 'gable', { 250: [250, 300], 300: [300, 400], 350: [300, 400, 500] }),
    ],
  },
  {
    id: CAT.kindOverkapping, name: 'Overkapping', kind: 'overkapping', order: 20, test: false,
    constructions: [
      construction(23, 'Overkapping', 'OK', 'flat', { 300: [300, 400, 500, 600], 350: [400, 500, 600] }),
      construction(24, 'Overkapping', 'OK', 'leanTo', { 300: [300, 400, 500], 350: [400, 500] }),
      construction(25, 'Overkapping', 'OK', 'gable', { 300: [400, 600], 350: [400, 600] }),
    ],
  },
  {
    id: CAT.kindCombi, name: 'Tuinhuis met overkapping', kind: 'combi', order: 30, test: false,
    constructions: [
      construction(26, 'Tuinhuis met overkapping', 'TO', 'flat', { 300: [500, 600, 700], 350: [600, 700] }),
      construction(27, 'Tuinhuis met overkapping', 'TO', 'gable', { 300: [500, 600], 350: [600, 700] }),
    ],
  },
  {
    id: CAT.kindTest, name: 'Testmodellen', kind: 'tuinhuis', order: 90, test: true,
    constructions: [construction(39, 'Testhuis', 'TEST', 'flat', { 200: [200, 300] })],
  },
];

/** Width of the closed part of a 'tuinhuis met overkapping' (the rest is canopy). */
export function closedWidthFor(widthCm: number): number {
  return widthCm >= 700 ? 3500 : 3000;
}
