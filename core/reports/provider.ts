export { PROVIDER_NAME } from '../domain/provider';
