export { Property } from './property.js';
export { Unit } from './unit.js';
