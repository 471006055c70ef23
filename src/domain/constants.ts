/** Business constants of the spec (§9). One place; everything else imports them. */

export const VAT_PERCENTAGE = 21;
export const VAT_NAME = '21% BTW';
export const CURRENCY = 'EUR';

export const ROOT_CATEGORY_ID = 5;
export const DESIGN_CODE_LENGTH = 5;
export const DEFAULT_CATEGORY_ORDER = 100;
export const DEFAULT_COLOR_SORT_ORDER = 100;

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_PRODUCTS = 400;
export const PAGE_SIZE_CATEGORIES = 1000;

export const UNDO_HISTORY_STEPS = 30;
export const TUTORIAL_STEPS = 6;
export const TEST_PRODUCT_CLICKS = 5;
export const ATTRIBUTE_ENABLE_TEST_PRODUCTS = 'enableTestProducts';
export const STORAGE_KEY_HAS_SEEN_WIZARD = 'hasSeenWizard';
export const STORAGE_KEY_DEALER_TOKEN = 'dealerToken';
/** The fixed external reference value that means 'no dealer token'. */
export const NO_DEALER_TOKEN = 'no-dealer-token';

export const SPACE_BETWEEN_OPTIONS_DEFAULT = 50;
export const ROTATION_STEP_DEGREES = 90;
export const DEFAULT_MAST_THICKNESS = 65;
export const WALL_THICKNESS_OFFSETS = [20, 60] as const;
export const DEFAULT_FURNITURE_SIZE = 50;
export const MOUSE_PREVIEW_SIZE = 150;
/** The 2D plan may pan over the house plus this margin on every side, mm. */
export const PAN_MARGIN = 6000;

/** Floor offsets under a foundation (spec §9), mm. */
export const FOUNDATION_FLOOR_OFFSET = 75;
export const FOUNDATION_FLOOR_OFFSET_WITH_FOUNDATION = 50;
export const WINDOWED_GLASS_EXTRA_OFFSET = 75;
export const DOOR_OFFSET = -70;
export const DOOR_OFFSET_EXTRA = -50;
export const FAST_FOUNDATION_PILE_FACTOR = 1.5;

/** Quote line categories with their sort order (spec §9). */
export const LINE_CATEGORY_ORDER = {
  material: 10,
  looseMaterialProduct: 20,
  placement: 30,
  brush: 40,
  looseProduct: 50,
  furniture: 60,
  furniturePlacement: 70,
  furnitureBrush: 80,
  extra: 90,
} as const;
export type LineCategory = keyof typeof LINE_CATEGORY_ORDER;
export const LINE_CATEGORIES = Object.keys(LINE_CATEGORY_ORDER) as LineCategory[];
export const LINE_CATEGORIES_ENABLED_BY_DEFAULT: readonly LineCategory[] =
  ['material', 'furniture', 'brush', 'extra', 'looseProduct', 'looseMaterialProduct'];

export const LINE_PRICE_MIN_CENTS = 1;
export const LINE_PRICE_MAX_CENTS = 9900;
/** The largest amount of one line a dealer or visitor may ask for (extra lines, loose products). */
export const LINE_AMOUNT_MAX = 100_000;
/** The largest database id (a PostgreSQL integer); an id past it is a client's mistake (400), never a query. */
export const MAX_ID = 2_147_483_647;

export const CAMERA = { fov: 50, near: 10, far: 50000, maxPolarAngleDeg: 90 } as const;
export const PDF_VIEWS = { fov: 40, width: 2480, height: 1754, scale: 0.5, jpegQuality: 0.9, planScale: 40 } as const;

export const TIMINGS = {
  calculationDelayMs: 400,
  postSaveMs: 300,
  loadWaitMs: 30,
  searchDebounceMs: 300,
  searchMaxWaitMs: 1000,
  infiniteScrollThrottleMs: 100,
  loadingBarDelayMs: 800,
  toastMs: 2000,
  mailClientDetectionMs: 500,
  copyAndBackMs: 1000,
  passwordLogoutMs: 600,
  passwordRenderMs: 1000,
  furnitureMouseMoveMs: 50,
  lightStreetMouseMoveMs: 500,
} as const;

export const BREAKPOINTS = { sm: 600, md: 800, wide: 960, tabs: 1000, lg: 1200 } as const;
export const DRAWER_WIDTH = 250;
export const DRAWER_WIDTH_MOBILE = 340;
export const LEAD_BADGE_MAX = 99;
export const BADGE_MAX = 9999999999;
export const VERSION_LABEL = '5.0.1';
export const SUBDEALER_MAX_USERS = 1;
export const SETTINGS_ENTITY_ID = 762;

/** Organisation 1 is the platform, 2 the brand (main supplier, handles quotes and orders). */
export const PLATFORM_ORGANIZATION_ID = 1;
export const BRAND_ORGANIZATION_ID = 2;
