import { v7 } from 'uuid';

/** New row ids are UUIDv7: unique without coordination, and sorted by creation time. */
export const newId = (): string => v7();
