/**
 * Every fixed id of the seed catalogue in one place, so cross references (pillar products, placement
 * packages, colour products, default selections) are named instead of being magic numbers. Houses get their
 * ids from houses.ts (1001 and up).
 */

/** Category ids of the house tree (root 5 -> kinds -> constructions -> depths) and of the configurator. */
export const CAT = {
  root: 5,
  kindTuinhuis: 10,
  kindOverkapping: 11,
  kindCombi: 12,
  kindTest: 13,
  // Configurator drawer categories (parent 0, showInConfigurator).
  walls: 100,
  fences: 101,
  options: 102,
  gables: 103,
  roofs: 104,
  facadeCladding: 105,
  optionPackages: 106,
  roofRacks: 107,
  foundation: 108,
  colors: 109,
  furniture: 110,
  lights: 111,
  looseProducts: 112,
  testProducts: 113,
  // Not shown in the configurator: priced through other products.
  placement: 120,
  construction: 121,
} as const;

export const WALL = {
  planks: 2001,
  zweeds: 2002,
  channel: 2003,
  glass: 2004,
  halfPlanks: 2005,
  madeToMeasure: 2006,
  insideOutside: 2007,
  inside: 2008,
  halfGlass: 2009,
  test: 2090,
  fencePlanks: 2101,
  fenceZweeds: 2102,
  fenceHalf: 2103,
  fenceSlats: 2104,
} as const;

export const OPTION = {
  windowFixed60: 3001,
  tiltTurn80: 3002,
  tiltTurn100: 3003,
  stable90: 3004,
  panorama150: 3005,
  doubleTurn140: 3006,
  round60: 3007,
  transom100: 3008,
  slim40: 3009,
  test: 3090,
  doorSingle: 3101,
  doorGlass: 3102,
  doorDouble: 3103,
  doorFrench: 3104,
  slidingDoor: 3105,
  stableDoor: 3106,
} as const;

export const GABLE = {
  gablePlanks: 4001,
  gableZweeds: 4002,
  gableGlass: 4003,
  leanToPlanks: 4011,
  leanToZweeds: 4012,
  leanToPlanksRotated: 4051,
  leanToZweedsRotated: 4052,
} as const;

export const ROOF = { epdm: 5001, shingles: 5002, tiles: 5003, polycarbonate: 5004, sedum: 5005, test: 5090 } as const;
export const RACK = { aluminium: 5101, douglas: 5102, gutterZinc: 5103 } as const;
export const CLADDING = { zweeds: 5201, channel: 5202, douglas: 5203 } as const;
export const PACKAGE = { insulation: 5301, maintenance: 5302, led: 5303, gutter: 5304 } as const;
export const FOUNDATION = { beamBand: 6001, beamBandHigh: 6002, base: 6011, baseAdjustable: 6012, screwPile: 6021 } as const;
export const COLOR_PRODUCT = { wall: 7001, option: 7002, pillar: 7003, gable: 7004, furniture: 7005 } as const;
export const FURNITURE = {
  loungeSet: 8001, diningTable: 8002, chair: 8003, sunLounger: 8004, planter: 8005, bbq: 8006, deck: 8007,
  test: 8090, standingLamp: 8101, groundSpot: 8102, wallLamp: 8103, lantern: 8104,
} as const;
export const LOOSE = {
  stain: 9001, rainBarrel: 9002, doorStop: 9003, maintenanceKit: 9004, drawing: 9005, test: 9090,
  ridgeTiles: 9101, rootCloth: 9102, glazingBeads: 9103, battens: 9104, fixings: 9105, doorHardware: 9106,
} as const;
export const PLACEMENT = { house: 9201, wall: 9202, option: 9203, furniture: 9204, roof: 9205, foundation: 9206 } as const;
export const MATERIAL = { pillar: 9301, pillarWall: 9302, joist: 9303, joistSplit: 9304, wallPlate: 9305 } as const;

/** Colour entity ids (colors.json). */
export const COLOR = {
  transparent: 1, black: 2, anthracite: 3, white: 4, grey: 5, lightGrey: 6, swedishRed: 7, olive: 8, darkBrown: 9,
  creamWhite: 10,
} as const;
