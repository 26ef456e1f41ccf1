#!/usr/bin/env node
// The package ships its TypeScript source without a build; tsx compiles it as it loads.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', import.meta.url);
