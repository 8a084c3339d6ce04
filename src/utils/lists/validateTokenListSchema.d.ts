// Types of the generated standalone validator (validateTokenListSchema.js).
import type { ErrorObject } from 'ajv'

export interface SchemaValidator {
  (data: unknown): boolean
  errors?: ErrorObject[] | null
}

export declare const validate: SchemaValidator
export default validate
