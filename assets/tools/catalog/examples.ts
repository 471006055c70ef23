/**
 * Example designs (quotes with status EXAMPLE that the server seeds): real configurations on seeded houses,
 * built with the fitting rules and checked with configurationFitProblems before they are written.
 */
import type { Product } from '../../../src/domain/catalog';
import { configurationSchema, type Configuration, type ConfigurationInput } from '../../../src/domain/configuration';
import { configurationFitProblems, leafSpaces, type LeafSpace } from '../../../src/domain/fitting';
import { CLADDING, COLOR, FOUNDATION, FURNITURE, GABLE, LOOSE, OPTION, PACKAGE, RACK, ROOF, WALL } from './ids';

export interface ExampleDesign {
  title: string;
  designCode: string;
  organizationId: number;
  configuration: Configuration;
}

type Walls = NonNullable<ConfigurationInput['walls']>;

function leaves(house: Product, variations: Record<string, number>, position: string): LeafSpace[] {
  if (!house.house) throw new Error(`${house.id} is not a house`);
  return leafSpaces(house.house, variations).filter((l) => l.space.position === position);
}

function wallsOn(list: LeafSpace[], product: number): Walls {
  return list.map((l) => ({ spaceId: l.id, fill: 'both', product }));
}

export function buildExamples(products: Product[]): ExampleDesign[] {
  const bySku = (sku: string) => {
    const p = products.find((x) => x.sku === sku);
    if (!p?.house) throw new Error(`Example house ${sku} missing`);
    return p;
  };
  const designs: Array<Omit<ExampleDesign, 'configuration'> & { configuration: ConfigurationInput }> = [];

  {
    const h = bySku('TH-ZD-300x300');
    const v = {};
    const front = leaves(h, v, 'bottom');
    const left = leaves(h, v, 'left');
    designs.push({ title: 'Klassiek tuinhuis met zadeldak en dubbele deur', designCode: '48213', organizationId: 2, configuration: {
      selectedHouse: h.id,
      walls: ['top', 'bottom', 'left', 'right'].flatMap((p) => wallsOn(leaves(h, v, p), WALL.zweeds)),
      options: [
        { spaceId: front[0].id, align: 'center', product: OPTION.doorDouble, brushedColorId: COLOR.white },
        { spaceId: left[0].id, align: 'center', product: OPTION.tiltTurn80 },
      ],
      gables: h.house!.layout.gableSpaces.map((g, i) => ({ gableSpaceId: g.id, align: i === 0 ? 'start' : 'end', product: GABLE.gableZweeds })),
      selectedRoofProduct: ROOF.tiles,
      selectedFoundations: { foundationWall: FOUNDATION.beamBand },
      colorSettings: { houseColor: COLOR.swedishRed, pillarColor: {} },
    } });
  }
  {
    const h = bySku('OK-PD-600x350');
    const leftSpace = leaves(h, {}, 'left')[0].space;
    const v = { [String(leftSpace.id)]: 1 };
    designs.push({ title: 'Overkapping met loungehoek', designCode: '51742', organizationId: 3, configuration: {
      selectedHouse: h.id,
      variations: v,
      walls: [...wallsOn(leaves(h, v, 'top'), WALL.planks), ...wallsOn(leaves(h, v, 'left'), WALL.fenceSlats)],
      furnitureProducts: [{ index: 0, x: 3000, y: 1600, rotation: 0, product: FURNITURE.loungeSet, brushedColorId: null }],
      lightStreetProducts: [
        { index: 0, x: 500, y: 3900, rotation: 0, product: FURNITURE.standingLamp, brushedColorId: null },
        { index: 1, x: 5500, y: 3900, rotation: 90, product: FURNITURE.groundSpot, brushedColorId: null },
      ],
      selectedRoofProduct: ROOF.epdm,
      selectedRoofRackProductFront: RACK.aluminium,
      selectedRoofRackProductBehind: RACK.douglas,
      selectedFoundations: { foundationBase: FOUNDATION.base },
      colorSettings: { houseColor: COLOR.anthracite, pillarColor: {} },
    } });
  }
  {
    const h = bySku('TO-PD-600x300');
    const v = {};
    const closed = h.house!.settings.defaultWallSpaceIds.split(',').map(Number);
    const inner = leaves(h, v, 'center-vertical');
    const frontClosed = leaves(h, v, 'bottom').filter((l) => closed.includes(l.id));
    const backOpen = leaves(h, v, 'top').filter((l) => !closed.includes(l.id));
    designs.push({ title: 'Berging met overdekt terras', designCode: '63058', organizationId: 3, configuration: {
      selectedHouse: h.id,
      walls: [
        ...closed.filter((id) => !inner.some((l) => l.id === id)).map((spaceId) => ({ spaceId, fill: 'both' as const, product: WALL.channel })),
        ...wallsOn(inner, WALL.inside),
        ...wallsOn(backOpen, WALL.planks),
      ],
      options: [
        { spaceId: frontClosed[0].id, align: 'left', product: OPTION.doorGlass },
        { spaceId: frontClosed[0].id, align: 'right', product: OPTION.slim40 },
        { spaceId: inner[0].id, align: 'center', product: OPTION.doorSingle },
      ],
      selectedRoofProduct: ROOF.sedum,
      selectedFacadeCladdingProducts: [CLADDING.channel, PACKAGE.led],
      selectedFoundations: { fastFoundation: FOUNDATION.screwPile },
      colorSettings: { houseColor: COLOR.black, pillarColor: {} },
    } });
  }
  {
    const h = bySku('TH-LD-400x300');
    const v = {};
    const front = leaves(h, v, 'bottom');
    const [leftGable, rightGable] = h.house!.layout.gableSpaces;
    designs.push({ title: 'Tuinkamer met openslaande deuren', designCode: '27419', organizationId: 2, configuration: {
      selectedHouse: h.id,
      walls: ['top', 'bottom', 'left', 'right'].flatMap((p) => wallsOn(leaves(h, v, p), WALL.insideOutside)),
      options: [
        { spaceId: front[0].id, align: 'center', product: OPTION.doorFrench },
        { spaceId: front[1].id, align: 'center', product: OPTION.doubleTurn140, rotated: true },
        { spaceId: leaves(h, v, 'right')[0].id, align: 'center', product: OPTION.panorama150 },
      ],
      gables: [
        { gableSpaceId: leftGable.id, align: 'start', product: GABLE.leanToPlanks },
        { gableSpaceId: rightGable.id, align: 'end', product: GABLE.leanToPlanksRotated },
      ],
      selectedRoofProduct: ROOF.shingles,
      selectedFacadeCladdingProducts: [PACKAGE.insulation],
      selectedFoundations: { foundationWall: FOUNDATION.beamBand, foundationBase: FOUNDATION.base },
      looseProducts: [{ productId: LOOSE.stain, amount: 2 }, { productId: LOOSE.drawing, amount: 1 }],
      colorSettings: { houseColor: COLOR.olive, pillarColor: {} },
    } });
  }
  {
    const h = bySku('TH-PD-300x250');
    const v = {};
    const front = leaves(h, v, 'bottom')[0];
    const pillar = h.house!.layout.pillars.find((p) => !p.emptyByDefault)!;
    designs.push({ title: 'Compacte berging met halve glaswand', designCode: '90316', organizationId: 3, configuration: {
      selectedHouse: h.id,
      walls: [
        ...['top', 'left', 'right'].flatMap((p) => wallsOn(leaves(h, v, p), WALL.planks)),
        { spaceId: front.id, fill: 'start', product: WALL.halfPlanks },
        { spaceId: front.id, fill: 'end', product: WALL.halfGlass },
      ],
      options: [
        { spaceId: front.id, align: 'left', product: OPTION.windowFixed60 },
        { spaceId: leaves(h, v, 'left')[0].id, align: 'center', product: OPTION.doorSingle },
      ],
      selectedRoofProduct: ROOF.epdm,
      selectedFoundations: { foundationWall: FOUNDATION.beamBand },
      colorSettings: { houseColor: null, pillarColor: { [String(pillar.id)]: COLOR.black } },
    } });
  }

  const byId = new Map(products.map((p) => [p.id, p]));
  const colorIds = new Set<number>(Object.values(COLOR));
  return designs.map((d) => {
    const configuration = configurationSchema.parse(d.configuration);
    const problems = configurationFitProblems(configuration, { product: (id) => byId.get(id), colorExists: (id) => colorIds.has(id) });
    if (problems.length > 0) throw new Error(`Example ${d.designCode} does not fit: ${problems.join('; ')}`);
    return { ...d, configuration };
  });
}
