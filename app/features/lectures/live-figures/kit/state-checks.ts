/**
 * Checks for a state read from a shared link (each figure's parseState): the link's JSON may have
 * been edited by hand, so every field is checked before a figure draws it. A module of its own,
 * without React, so a figure's model (and the worker that imports it) can use it.
 */

/** A finite number in [low, high]. */
export const finiteIn = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= low && value <= high;

/** An integer in [low, high]. */
export const integerIn = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;
