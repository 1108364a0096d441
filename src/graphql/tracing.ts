import { SpanStatusCode } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { tracer } from '../services/tracing.js';

/**
 * Each executed operation as a span (`query Portfolio`), the operation's
 * transaction and SQL within it: the outermost execute wrapper, so it spans
 * the tenant scope too. Never the document's text or variables, which may
 * hold personal data (the semantic conventions' graphql.* attributes, still
 * incubating, by name). Added only while tracing is on (src/server/tracing.ts).
 */
export const traceOperations: Plugin = {
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn((args) => {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value;
      const attributes = { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) };
      return tracer.startActiveSpan(name ? `${type} ${name}` : type, { attributes }, async (span) => {
        try {
          return await executeFn(args);
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      });
    });
  },
};
