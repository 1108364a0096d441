import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the operations the project sends itself: the REST adapter's and the tests'. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/rest/**/*.ts', 'test/**/*.ts'],
  ignoreNoDocuments: true,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
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
