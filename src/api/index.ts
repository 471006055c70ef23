export { ApiError, setTokenProvider } from './http';
export * as productsApi from './products';
export * as categoriesApi from './categories';
export * as colorsApi from './colors';
export * as sidesApi from './sides';
export * as settingsApi from './settings';
export * as faqApi from './faq';
export * as authApi from './auth';
export * as configApi from './config';
