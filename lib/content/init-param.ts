// openapi-fetch's own rule for a call's second argument, which the package does not export:
// required when the path's parameters are, otherwise optional. read() takes its init in exactly
// this type, so that a generic call forwards it to `GET` unchanged and the path keeps typing its
// query (a rebuilt object of a generic path's type cannot be checked without a cast). Should
// openapi-fetch change the rule, the forwarding call in client.ts stops compiling.
type RequiredKeysOfHelper<T> = {
  [K in keyof T]: Record<never, never> extends Pick<T, K> ? never : K;
}[keyof T];

type RequiredKeysOf<T> =
  RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;

export type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];
