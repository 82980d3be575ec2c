#!/usr/bin/env node
// `npm start`: runs the TypeScript server (adapters/http/start.ts) through tsx, so no build step is needed.
import { register } from 'tsx/esm/api';

register();
await import('../adapters/http/start.ts');
