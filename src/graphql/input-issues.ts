import {
  coerceInputValue,
  type DocumentNode,
  type ExecutionResult,
  getNamedType,
  getNullableType,
  getOperationAST,
  type GraphQLArgument,
  GraphQLError,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  Kind,
  type OperationDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError, type FieldIssue } from '../domain/errors.js';

/** What this needs of a Standard Schema validator (zod's, as Pothos keeps them). */
interface Issue {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[];
}
type Validators = readonly { '~standard': { validate(value: unknown): { issues?: readonly Issue[] } | Promise<unknown> } }[];

/** The Standard Schema validators Pothos's validation plugin keeps on an argument or an input type. */
const validatorsOf = (holder: { extensions?: Record<string, unknown> | null }): Validators =>
  ((holder.extensions?.['@pothos/plugin-validation'] as { schemas?: Validators } | undefined)?.schemas ?? []);

/** True when `value` coerces to `type` (graphql-js's own variable coercion, without its error text). */
function coerces(value: unknown, type: GraphQLInputType): boolean {
  let ok = true;
  coerceInputValue(value, type, () => (ok = false));
  return ok;
}

const pathOf = (issue: Issue) =>
  (issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)).map(String);

/**
 * The rule issues of one argument given as a variable, judged on the raw
 * value: fields the scalar coercion already refused are left to its own
 * errors, so each field at fault is named once.
 */
function argumentIssues(argument: GraphQLArgument, raw: unknown): FieldIssue[] {
  const type = getNullableType(argument.type) as GraphQLInputType;
  const named = getNamedType(type);
  const validators = [...validatorsOf(argument), ...(isInputObjectType(named) ? validatorsOf(named) : [])];
  if (!validators.length || raw === null || raw === undefined) return [];
  let refusedFields = new Set<string>();
  if (isInputObjectType(named) && type === named) {
    if (typeof raw !== 'object' || Array.isArray(raw)) return [];
    const fields = named.getFields();
    const given = raw as Record<string, unknown>;
    // Unknown fields, and known ones (missing included) the coercion refuses.
    refusedFields = new Set([
      ...Object.keys(given).filter((name) => !fields[name]),
      ...Object.values(fields).flatMap((field) => {
        const value = given[field.name];
        return (value === undefined && field.defaultValue !== undefined) || coerces(value, field.type) ? [] : [field.name];
      }),
    ]);
  } else if (!coerces(raw, type)) {
    return [];
  }
  return validators.flatMap((validator) => {
    const result = validator['~standard'].validate(raw);
    // Pothos's validators here are synchronous (zod); an asynchronous one is left to the resolver.
    if (result instanceof Promise) return [];
    return (result.issues ?? [])
      .filter((issue) => !refusedFields.has(pathOf(issue)[0] ?? ''))
      .map((issue) => ({ path: [argument.name, ...pathOf(issue)].join('.'), message: issue.message }));
  });
}

/**
 * Every rule issue of the root fields' arguments: those given as variables
 * (`variables`), or those written literally in the document (`literals`).
 */
function ruleIssues(
  schema: GraphQLSchema,
  operations: readonly OperationDefinitionNode[],
  given: { variables: Record<string, unknown> } | 'literals',
): FieldIssue[] {
  return operations.flatMap((operation) => {
    const root = schema.getRootType(operation.operation);
    if (!root) return [];
    const fields = root.getFields() as Record<string, GraphQLField<unknown, unknown>>;
    return operation.selectionSet.selections.flatMap((selection) => {
      const field = selection.kind === Kind.FIELD ? fields[selection.name.value] : undefined;
      if (!field || selection.kind !== Kind.FIELD) return [];
      return (selection.arguments ?? []).flatMap((node) => {
        const argument = field.args.find((candidate) => candidate.name === node.name.value);
        if (!argument) return [];
        if (given === 'literals') return node.value.kind === Kind.VARIABLE ? [] : argumentIssues(argument, valueFromASTUntyped(node.value));
        return node.value.kind === Kind.VARIABLE ? argumentIssues(argument, given.variables[node.value.name.value]) : [];
      });
    });
  });
}

/** The refusal carrying rule issues: public already, and still carrying its cause, so that masking it again gives the same error. */
function refusalOf(issues: FieldIssue[], toPublic: (error: unknown) => GraphQLError): GraphQLError {
  const refusal = new AppError('VALIDATION_FAILED', 'The input is not valid.', issues);
  const { message, extensions } = toPublic(refusal);
  return new GraphQLError(message, { extensions, originalError: refusal });
}

/**
 * graphql-js checks literal values while validating and coerces variables
 * before any resolver runs, so a request with a value of the wrong type never
 * reaches the input rules (zod, through Pothos), and its answer would name
 * only the fields with a wrong type. This adds the rule issues of the other
 * fields to that answer, so that one answer names every field at fault (on
 * REST too: every route sends its input as variables).
 */
export function allInputIssues(toPublic: (error: unknown) => GraphQLError): Plugin {
  return {
    onValidate({ params }) {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        const operations = (params.documentAST as DocumentNode).definitions.filter(
          (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
        );
        const issues = ruleIssues(params.schema, operations, 'literals');
        if (issues.length) setResult([...result, refusalOf(issues, toPublic)]);
      };
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          const answer = result as ExecutionResult;
          // Refused variables: errors and no data at all (execution never started).
          if (!answer.errors?.length || 'data' in answer) return;
          const operation = getOperationAST(args.document, args.operationName);
          const issues = operation ? ruleIssues(args.schema, [operation], { variables: args.variableValues ?? {} }) : [];
          if (issues.length) setResult({ ...answer, errors: [...answer.errors, refusalOf(issues, toPublic)] });
        },
      };
    },
  };
}
