/**
 * Settings of the close, with their defaults: when reminders go, and how far ahead of now an
 * extended end must be. Set in the environment (adapters/compose.ts: CLOSE_REMINDER_MINUTES, EXTENSION_MINIMUM_MINUTES).
 */
import type { Settings } from '../app/deps';

export const DEFAULT_REMINDER_OFFSETS_MINUTES: readonly number[] = [60, 15];
export const DEFAULT_EXTENSION_MINIMUM_MINUTES = 5;

/** Offsets before the end, in minutes, largest first. */
export const reminderOffsets = (settings: Settings): number[] =>
  [...new Set(settings.reminderOffsetsMinutes ?? DEFAULT_REMINDER_OFFSETS_MINUTES)].filter((m) => Number.isInteger(m) && m > 0).sort((a, b) => b - a);

export const extensionMinimumMinutes = (settings: Settings): number => settings.extensionMinimumMinutes ?? DEFAULT_EXTENSION_MINIMUM_MINUTES;
