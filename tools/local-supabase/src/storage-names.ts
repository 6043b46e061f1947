// The longest object name accepted, in UTF-8 bytes: what file systems and S3 count, not characters.
const MAX_OBJECT_NAME_BYTES = 255;
const MAX_BUCKET_ID_LENGTH = 100;

// C0 controls (NUL included), DEL and C1 controls: no file name carries them and PostgreSQL refuses NUL.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// The characters hosted Storage allows in a bucket id: S3-safe, never a `/`.
const BUCKET_ID = /^[\w!\-.*'() &$@=;:+,?]+$/;

/**
 * Why an object name is refused, in pt-BR, or undefined when it is acceptable: at most 255
 * UTF-8 bytes, no control characters, no `..` (lite refuses it in names it writes, so no
 * object carries one) and no leading `/`.
 */
export function objectNameProblem(name: string): string | undefined {
  if (name === '') return 'O nome do objeto está vazio.';
  if (Buffer.byteLength(name, 'utf8') > MAX_OBJECT_NAME_BYTES) {
    return `O nome do objeto passa de ${MAX_OBJECT_NAME_BYTES} bytes.`;
  }
  if (CONTROL_CHARACTER.test(name)) return 'O nome do objeto contém caracteres de controle.';
  if (name.includes('..') || name.startsWith('/')) return 'O nome do objeto não pode conter ".." nem começar com "/".';
  return undefined;
}

/** Why a bucket id is refused, in pt-BR, or undefined: hosted Storage's characters, 1 to 100 of them, never `.` or `..`. */
export function bucketIdProblem(id: string): string | undefined {
  if (!BUCKET_ID.test(id) || id.length > MAX_BUCKET_ID_LENGTH || id === '.' || id === '..') {
    return 'Identificador de bucket inválido.';
  }
  return undefined;
}
