// papaparse, required on the first parse or unparse: a program that reads and writes no CSV never loads it
// (nor pays for Node's scan of a CommonJS package's exports when an ES module imports it).
import type Papa from 'papaparse';
import { requiredOnFirstUse } from './required-on-first-use';

export default requiredOnFirstUse('papaparse', (papa: typeof Papa) => papa);
