import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Model } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { ALL_MODELS } from '@/models/all-models';

const MODELS_DIR = path.join(process.cwd(), 'models');

describe('ALL_MODELS', () => {
  it('lists every model exported from models/, so ensureIndexes creates the indexes of each', async () => {
    const exported: string[] = [];
    for (const file of readdirSync(MODELS_DIR).filter((name) => name.endsWith('.ts'))) {
      const exports = (await import(path.join(MODELS_DIR, file))) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        if (typeof value === 'function' && value.prototype instanceof Model) exported.push((value as typeof Model).modelName);
      }
    }
    expect(exported.length).toBeGreaterThanOrEqual(13);
    expect(new Set(ALL_MODELS.map((model) => model.modelName))).toEqual(new Set(exported));
  });
});
