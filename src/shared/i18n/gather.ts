// A catalogue made of features' words (features/<feature>/words-<language>.ts): their sections
// side by side, and their errors' texts in one `errors` section.
type Intersection<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? First & Intersection<Rest>
  : unknown;

export const gather = <T extends readonly object[]>(...words: T) =>
  Object.assign({}, ...words, {
    errors: Object.assign({}, ...words.map((part) => (part as { errors?: object }).errors)),
  }) as Intersection<T>;
