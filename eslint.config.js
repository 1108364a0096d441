import js from '@eslint/js';
import graphql from '@graphql-eslint/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'src/generated/', '.data/', 'bench/results.json'] },
  {
    files: ['**/*.{js,ts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The printed schema (npm run generate): the conventions clients rely on (naming, Relay connections).
    files: ['schema.graphql'],
    languageOptions: { parser: graphql.parser, parserOptions: { graphQLConfig: { schema: 'schema.graphql' } } },
    plugins: { '@graphql-eslint': graphql },
    rules: {
      ...graphql.configs['flat/schema-recommended'].rules,
      ...graphql.configs['flat/schema-relay'].rules,
      // Descriptions on object types and root fields; enums and inputs are named plainly enough.
      '@graphql-eslint/require-description': ['error', { ObjectTypeDefinition: true, InterfaceTypeDefinition: true, rootField: true }],
      // Record ids are the REST uuids (UUID, or ID on Node types); wrappers, payloads, values and settings of a record (a receipt, a booking's
      // billing plan, the org's billing policy) and reports (computed, not stored) have none of their own.
      '@graphql-eslint/strict-id-in-types': [
        'error',
        { acceptedIdNames: ['id'], acceptedIdTypes: ['ID', 'UUID'], exceptions: { suffixes: ['Connection', 'Edge', 'Report', 'Line', 'Totals'], types: ['PageInfo', 'MediaUpload', 'Receipt', 'Viewer', 'WebhookAttempt', 'WebhookEndpointWithSecret', 'BillingPlan', 'BillingPolicy', 'MediaUsage', 'OrgProfile', 'RentRoll', 'StatementAccount', 'TenantStatement', 'MaintenanceAgeCount', 'MaintenanceServiceLevel', 'NotificationPreferences', 'OwnerStatement', 'OwnerStatementAccount', 'PersonExport'] } },
      ],
      // Plain lists of values (amenities, roles, a record's documents) are not pages; status changes are entries of a record, not nodes.
      '@graphql-eslint/relay-edge-types': ['error', { withEdgeSuffix: true, shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
    },
  },
);
