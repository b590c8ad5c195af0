export * from './dashboard.ts';
export * from './data.ts';
export * from './layout.ts';
export * from './range.ts';
export * from './registry.ts';
export * from './widget.ts';
