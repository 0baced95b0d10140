import { readSync } from 'node:fs';

// How a built index crosses from the process that built it to the API process (decision 0061): its
// typed arrays written one after another (to a file), each replaced in the message by what it was and
// where; the API process reads each straight into a new array of its final size, so that nothing is
// allocated twice or copied through a buffer of the whole message.

type TypedArray = Uint8Array | Uint16Array | Int32Array | Float64Array;
const KINDS = { Uint8Array, Uint16Array, Int32Array, Float64Array } as const;
type Kind = keyof typeof KINDS;

/** What stands in a message for a typed array written out. */
type Written = { typedArray: Kind; length: number; offset: number };

function isWritten(value: unknown): value is Written {
  return typeof value === 'object' && value !== null && 'typedArray' in value && 'offset' in value;
}

/**
 * `value` with every typed array in it (at any depth of plain objects) handed to `write`, in order,
 * and replaced by its kind, its length and where its bytes start among those written.
 */
export function typedArraysOut<T>(value: T, write: (bytes: Uint8Array) => void): unknown {
  let offset = 0;
  const out = (part: unknown): unknown => {
    if (ArrayBuffer.isView(part)) {
      const array = part as TypedArray;
      const kind = array.constructor.name as Kind;
      if (!(kind in KINDS)) throw new Error(`a ${kind} cannot be handed over`);
      write(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
      const written: Written = { typedArray: kind, length: array.length, offset };
      offset += array.byteLength;
      return written;
    }
    if (typeof part !== 'object' || part === null || Array.isArray(part) || part instanceof Map) return part;
    return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, out(inner)]));
  };
  return out(value);
}

/** The value `typedArraysOut` made `message` from, each typed array read from `fd` into one of its own size. */
export function typedArraysIn<T>(message: unknown, fd: number): T {
  const into = (part: unknown): unknown => {
    if (isWritten(part)) {
      const array = new KINDS[part.typedArray](part.length);
      const bytes = new Uint8Array(array.buffer);
      for (let read = 0; read < bytes.length; ) {
        const count = readSync(fd, bytes, read, bytes.length - read, part.offset + read);
        if (count === 0) throw new Error('the built index was cut short');
        read += count;
      }
      return array;
    }
    if (typeof part !== 'object' || part === null || Array.isArray(part) || part instanceof Map) return part;
    return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, into(inner)]));
  };
  return into(message) as T;
}
