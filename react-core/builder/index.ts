export * from './waypoint';
export * from './script-loader';
export * from './debug';
export * from './multi-view';
