/**
 * The component registry of the editor world (bitecs 0.4: components are plain objects of number arrays).
 *
 * Components are created per world, not at module level: bitecs stores component data in the objects
 * themselves, so two worlds sharing module-level arrays (tests, the benchmark's naive comparator) would
 * overwrite each other's entities.
 *
 * Every entity has a `Kind` tag component and the numeric fields its kind lists in `KIND_FIELDS`; strings
 * and product records stay in the catalogue and are looked up by id.
 */

/** Entity kinds. The numbers are stored in snapshots (history), so never renumber them. */
export const EntityKind = {
  space: 1,
  wall: 2,
  option: 3,
  pillar: 4,
  gable: 5,
  furniture: 6,
  light: 7,
} as const;
export type EntityKindName = keyof typeof EntityKind;
export type EntityKindValue = (typeof EntityKind)[EntityKindName];

/** Numeric codes for the enum fields of the configuration. */
export const FILL = { start: 1, end: 2, both: 3 } as const;
export const ALIGN = { left: 1, center: 2, right: 3 } as const;
export const GABLE_ALIGN = { start: 1, end: 2 } as const;
export const DIRECTION = { horizontal: 0, vertical: 1 } as const;
/** Reverse maps: code -> configuration value. */
export const FILL_NAMES = { 1: 'start', 2: 'end', 3: 'both' } as Record<number, 'start' | 'end' | 'both'>;
export const ALIGN_NAMES = { 1: 'left', 2: 'center', 3: 'right' } as Record<number, 'left' | 'center' | 'right'>;
export const GABLE_ALIGN_NAMES = { 1: 'start', 2: 'end' } as Record<number, 'start' | 'end'>;

/** Bits of `Flags.value`. */
export const FLAG = {
  /** option: mirrored (hinge side). */
  rotated: 1,
  /** space: the leaf is disabled for walls. */
  disabled: 2,
  /** pillar: stands in the current layout (emptyByDefault pillars only when their split asks for them). */
  standing: 4,
  /** pillar: referenced by a stored colour but not part of the house layout (kept for a lossless round-trip). */
  orphan: 8,
} as const;

export function createComponents() {
  const field = () => [] as number[];
  return {
    /** Stable identity across undo/redo: bitecs recycles entity ids, history refers to uids. */
    Uid: { value: field() },
    /** The EntityKind of the entity (the tag components below answer queries; this answers 'what is eid'). */
    Kind: { value: field() },
    /** Creation sequence: gives the configuration's arrays their order back. */
    Order: { value: field() },
    Product: { id: field() },
    /** Brushed or assigned colour id; 0 = none. */
    Color: { id: field() },
    /** Leaf space id for walls and options, gable space id for gables, pillar id for pillars. */
    SpaceRef: { id: field() },
    /** FILL for walls, ALIGN for options, GABLE_ALIGN for gables. */
    Placement: { value: field() },
    Position: { x: field(), y: field() },
    Rotation: { deg: field() },
    Flags: { value: field() },
    /** The `index` of a furniture or light item in the configuration. */
    ItemIndex: { value: field() },
    /** A leaf space: its parent space, where it starts along that space, its length, side and direction. */
    Leaf: { parent: field(), offset: field(), length: field(), side: field(), direction: field() },
    // Kind tags (empty objects are tags in bitecs 0.4).
    Space: {},
    Wall: {},
    Option: {},
    Pillar: {},
    Gable: {},
    Furniture: {},
    Light: {},
  };
}
export type Components = ReturnType<typeof createComponents>;

/** A field of an entity: one array of one component. */
export type FieldRef = number[];

/**
 * The fields each kind carries, in snapshot order. A snapshot of an entity is `[kind, ...values]` in this
 * order; history stores snapshots, never references to arrays.
 */
export function kindFields(c: Components): Record<EntityKindValue, FieldRef[]> {
  return {
    [EntityKind.space]: [c.SpaceRef.id, c.Order.value, c.Flags.value, c.Position.x, c.Position.y,
      c.Leaf.parent, c.Leaf.offset, c.Leaf.length, c.Leaf.side, c.Leaf.direction],
    [EntityKind.wall]: [c.SpaceRef.id, c.Order.value, c.Placement.value, c.Product.id, c.Color.id],
    [EntityKind.option]: [c.SpaceRef.id, c.Order.value, c.Placement.value, c.Product.id, c.Color.id, c.Flags.value],
    [EntityKind.pillar]: [c.SpaceRef.id, c.Order.value, c.Flags.value, c.Position.x, c.Position.y, c.Color.id],
    [EntityKind.gable]: [c.SpaceRef.id, c.Order.value, c.Placement.value, c.Product.id, c.Color.id],
    [EntityKind.furniture]: [c.ItemIndex.value, c.Order.value, c.Position.x, c.Position.y, c.Rotation.deg, c.Product.id, c.Color.id],
    [EntityKind.light]: [c.ItemIndex.value, c.Order.value, c.Position.x, c.Position.y, c.Rotation.deg, c.Product.id, c.Color.id],
  };
}

/** The tag component of each kind. */
export function kindTags(c: Components): Record<EntityKindValue, object> {
  return {
    [EntityKind.space]: c.Space,
    [EntityKind.wall]: c.Wall,
    [EntityKind.option]: c.Option,
    [EntityKind.pillar]: c.Pillar,
    [EntityKind.gable]: c.Gable,
    [EntityKind.furniture]: c.Furniture,
    [EntityKind.light]: c.Light,
  };
}
