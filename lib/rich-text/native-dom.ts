// DOM access that named properties cannot fool. In the parsed document, `<img name="body">`
// replaces `document.body` and `<img name="createTextNode">` replaces the method of that name
// (and in browsers `<input name="firstChild">` does the same to its form). The real getter or
// method still sits on the object's prototype chain; these helpers call that one.

function descriptorOf(target: object, name: string): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor;
  }
  throw new TypeError(`The DOM has no ${name}`);
}

/** The value of the built-in getter `name` of `target`. */
export function nativeGet<T>(target: object, name: string): T {
  const getter = descriptorOf(target, name).get;
  if (!getter) throw new TypeError(`${name} is not a DOM getter`);
  return Reflect.apply(getter, target, []) as T;
}

/** Calls the built-in method `name` of `target`. */
export function nativeCall<T>(target: object, name: string, ...args: unknown[]): T {
  const method: unknown = descriptorOf(target, name).value;
  if (typeof method !== 'function') throw new TypeError(`${name} is not a DOM method`);
  return Reflect.apply(method, target, args) as T;
}

export function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}
