import { createHash } from 'node:crypto';
import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the operations the project sends itself: the REST adapter's and the tests'. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/rest/**/*.ts', 'test/**/*.ts'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
      preset: 'client',
      // src/generated/persisted-documents.json: the trusted documents' manifest (PERSISTED_DOCUMENTS_FILE), keyed by the
      // plain hex SHA-256 of each document, the `sha256Hash` of Apollo's protocol (the preset's own 'sha256' adds a prefix).
      presetConfig: {
        fragmentMasking: false,
        persistedDocuments: { hashAlgorithm: (document: string) => createHash('sha256').update(document).digest('hex') },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        emitLegacyCommonJSImports: false,
        scalars: { UUID: 'string', Date: 'string', DateTime: 'string', SafeInt: 'number' },
      },
    },
  },
};

export default config;
