import { describe, expect, it } from 'vitest';
import {
  BUILD_DESCRIPTION_MAX,
  BUILD_NAME_MAX,
  BUILD_NAME_MIN,
  BUILD_NAME_REQUIRED,
  BUILD_NAME_TOO_LONG,
  BUILD_NAME_TOO_SHORT,
  buildNameError,
  descriptionError,
} from './build-name.ts';

describe('build name rules (spec §5, §9)', () => {
  it('uses the spec limits and texts', () => {
    expect(BUILD_NAME_MIN).toBe(2);
    expect(BUILD_NAME_MAX).toBe(50);
    expect(BUILD_DESCRIPTION_MAX).toBe(200);
    expect(BUILD_NAME_REQUIRED).toBe('Build name is required');
    expect(BUILD_NAME_TOO_SHORT).toBe('Build name must be at least 2 characters long');
    expect(BUILD_NAME_TOO_LONG).toBe('Build name must be 50 characters or less');
  });

  it('an empty or blank name is required', () => {
    expect(buildNameError('')).toBe('Build name is required');
    expect(buildNameError('   ')).toBe('Build name is required');
    expect(buildNameError('\t\n ')).toBe('Build name is required');
  });

  it('one character is too short, also after trimming', () => {
    expect(buildNameError('A')).toBe('Build name must be at least 2 characters long');
    expect(buildNameError('  A  ')).toBe('Build name must be at least 2 characters long');
  });

  it('2 characters is the shortest valid name', () => {
    expect(buildNameError('PC')).toBeNull();
    expect(buildNameError(' PC ')).toBeNull();
  });

  it('50 characters is the longest valid name; 51 is too long', () => {
    expect(buildNameError('x'.repeat(50))).toBeNull();
    expect(buildNameError('x'.repeat(51))).toBe('Build name must be 50 characters or less');
  });

  it('counts the length after trimming', () => {
    expect(buildNameError(`   ${'x'.repeat(50)}   `)).toBeNull();
    expect(buildNameError(`  ${'x'.repeat(51)}  `)).toBe('Build name must be 50 characters or less');
  });

  it('an ordinary name is fine', () => {
    expect(buildNameError('Budget Valorant Build 2025')).toBeNull();
  });
});

describe('build description (spec §5: optional, up to 200, trimmed)', () => {
  it('is optional', () => {
    expect(descriptionError('')).toBeNull();
    expect(descriptionError('   ')).toBeNull();
  });
  it('200 characters is fine, 201 is not', () => {
    expect(descriptionError('d'.repeat(200))).toBeNull();
    expect(descriptionError('d'.repeat(201))).toBe('Description must be 200 characters or less');
  });
  it('counts the length after trimming', () => {
    expect(descriptionError(`  ${'d'.repeat(200)}  `)).toBeNull();
  });
});
