/** Types of the parts of the Khronos glTF validator (npm 'gltf-validator') the e2e tests use. */
declare module 'gltf-validator' {
  interface ValidationMessage { code: string; message: string; severity: number; pointer?: string }
  interface ValidationReport { issues: { numErrors: number; numWarnings: number; messages: ValidationMessage[] } }
  const validator: {
    validateBytes(data: Uint8Array, options?: Record<string, unknown>): Promise<ValidationReport>;
    version(): string;
  };
  export default validator;
}
