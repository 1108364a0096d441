import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from './schema.js';

/** Writes schema.graphql, the committed SDL that codegen reads and CI checks for drift. */
writeFileSync(new URL('../../schema.graphql', import.meta.url), `${printSchema(schema)}\n`);
