import type { Ctx2D } from '@core/painter/painter';

// Tells a frame that looks exactly like the one before it, without looking at its pixels: the
// painter draws through a stand-in for the context that passes every call on and writes down
// each drawing call and state change with its arguments. Two frames that start from the same state
// (the caller wraps each in save/restore) and issue the same calls have the same pixels, so the
// exporter can hand the encoder the previous frame again instead of rasterizing and copying
// 2 million pixels. Objects (sprites, paths, the logo) are named by identity, gradients by how they
// were made, so anything the log cannot prove equal counts as a change.
export interface FrameRecorder {
  /** The context to paint on: the real one, with every call written down. */
  ctx: Ctx2D;
  /** The log of the frame painted since the last take(), and a fresh start for the next. */
  take: () => string;
}

// Calls that read and draw nothing; they stay out of the log.
const READS = new Set([
  'measureText',
  'getImageData',
  'getTransform',
  'getLineDash',
  'getContextAttributes',
  'isPointInPath',
  'isPointInStroke',
  'isContextLost',
]);
const GRADIENTS = new Set(['createLinearGradient', 'createRadialGradient', 'createConicGradient']);

export function createFrameRecorder(target: Ctx2D): FrameRecorder {
  let log: string[] = [];
  const ids = new WeakMap<object, string>();
  const gradients = new WeakMap<object, string[]>();
  let nextId = 0;

  const name = (value: unknown): string => {
    if (value === null || typeof value !== 'object')
      return typeof value === 'string' ? JSON.stringify(value) : String(value);
    // A gradient by how it was made (a new one each frame is still the same gradient); a colour
    // stop added after it was set is written down where it happens, below.
    const made = gradients.get(value);
    if (made) return `g(${made.join(' ')})`;
    if (Array.isArray(value)) return `[${value.map(name).join(',')}]`;
    let id = ids.get(value);
    if (!id) {
      id = `#${nextId++}`;
      ids.set(value, id);
    }
    return id;
  };

  const methods = new Map<PropertyKey, unknown>();
  const wrap = (key: string, fn: (...args: unknown[]) => unknown) => {
    if (READS.has(key)) return (...args: unknown[]) => fn.apply(target, args);
    return (...args: unknown[]) => {
      const result = fn.apply(target, args);
      if (GRADIENTS.has(key) && result && typeof result === 'object') {
        const made = [`${key}(${args.map(name).join(',')})`];
        gradients.set(result, made);
        const gradient = result as CanvasGradient;
        const addColorStop = gradient.addColorStop;
        gradient.addColorStop = (offset: number, color: string) => {
          log.push(`g(${made.join(' ')}).addColorStop(${offset},${JSON.stringify(color)})`);
          made.push(`${offset}:${color}`);
          addColorStop.call(gradient, offset, color);
        };
        return result;
      }
      log.push(`${key}(${args.map(name).join(',')})`);
      return result;
    };
  };

  const ctx = new Proxy(target, {
    get(obj, key) {
      const value = Reflect.get(obj, key, obj);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      let method = methods.get(key);
      if (!method) {
        method = wrap(key, value as (...args: unknown[]) => unknown);
        methods.set(key, method);
      }
      return method;
    },
    set(obj, key, value) {
      log.push(`${String(key)}=${name(value)}`);
      return Reflect.set(obj, key, value, obj);
    },
  });

  return {
    ctx,
    take() {
      const text = log.join(';');
      log = [];
      return text;
    },
  };
}
