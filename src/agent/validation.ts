import type { TSchema } from "@sinclair/typebox";
import { Value, type ValueError, ValueErrorType } from "@sinclair/typebox/value";

// pi reports validation failures with AJV-style wording; these map TypeBox's error kinds onto it.
function describe(error: ValueError): { path: string; message: string } {
  const path = error.path.replace(/^\//, "").replace(/\//g, ".");
  const schemaType = (error.schema as { type?: unknown }).type;
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty: {
      const name = path.split(".").at(-1) ?? path;
      return { path: path || "root", message: `must have required properties ${name}` };
    }
    case ValueErrorType.String:
    case ValueErrorType.Number:
    case ValueErrorType.Integer:
    case ValueErrorType.Boolean:
    case ValueErrorType.Array:
    case ValueErrorType.Object:
      return { path: path || "root", message: `must be ${String(schemaType)}` };
    case ValueErrorType.ObjectAdditionalProperties:
      return { path: path || "root", message: "must NOT have additional properties" };
    default:
      return { path: path || "root", message: error.message };
  }
}

/**
 * Coerces then checks tool arguments (e.g. "2" becomes 2 for a number), returning the valid
 * arguments or throwing pi's "Validation failed for tool" message.
 */
export function validateToolArguments(toolName: string, schema: TSchema, args: unknown): unknown {
  const converted = Value.Convert(schema, structuredClone(args));
  if (Value.Check(schema, converted)) return converted;
  const seen = new Set<string>();
  const lines: string[] = [];
  const errors = [...Value.Errors(schema, converted)];
  // TypeBox also reports a missing property's type; AJV (and pi) report only that it is missing.
  const missing = new Set(errors.filter((e) => e.type === ValueErrorType.ObjectRequiredProperty).map((e) => e.path));
  for (const error of errors) {
    if (error.type !== ValueErrorType.ObjectRequiredProperty && missing.has(error.path)) continue;
    const { path, message } = describe(error);
    const line = `  - ${path}: ${message}`;
    if (!seen.has(line)) lines.push(line);
    seen.add(line);
  }
  throw new Error(
    `Validation failed for tool "${toolName}":\n${lines.join("\n") || "Unknown validation error"}\n\nReceived arguments:\n${JSON.stringify(args, null, 2)}`,
  );
}
