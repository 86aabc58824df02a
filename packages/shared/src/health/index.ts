// The health domain's shared piece (its path), re-exported by the package index.
export * from './paths.ts';
