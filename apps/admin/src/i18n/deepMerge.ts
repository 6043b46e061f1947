type Tree = { [key: string]: string | Tree };

/** Merges message trees; later trees win on leaves, nested objects are merged key by key. */
export function deepMerge(...trees: Tree[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = result[key];
      result[key] =
        typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : typeof value === 'object' ? deepMerge(value) : value;
    }
  }
  return result;
}

export type { Tree as MessageTree };
