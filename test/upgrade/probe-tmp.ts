import { Api } from './api.js';
import { makeRound } from './data.js';
import { randomUUID } from 'node:crypto';
const api = new Api(process.argv[2]!, randomUUID());
await makeRound(api, 'probe');
console.log('ok', api.serverErrors);
