import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * Replaces every `from` with `to` in a UTF-8 stream without buffering it whole: a chunk's last
 * `from.length - 1` characters wait for the next chunk, so a match split across chunks is found.
 */
export function replaceInStream(from: string, to: string): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  const replace = (text: string, final: boolean): string => {
    let out = '';
    let pos = 0;
    for (let i = text.indexOf(from); i !== -1; i = text.indexOf(from, pos)) {
      out += text.slice(pos, i) + to;
      pos = i + from.length;
    }
    const keep = final ? text.length : Math.max(pos, text.length - (from.length - 1));
    carry = text.slice(keep);
    return out + text.slice(pos, keep);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, replace(carry + decoder.write(chunk), false));
    },
    flush(callback) {
      callback(null, replace(carry + decoder.end(), true));
    },
  });
}
