/**
 * The testing library's waits (findBy..., waitFor) give their condition up to 30 s instead of 1 s:
 * they return as soon as it holds, so this costs nothing, and a busy machine cannot fail them; a
 * condition that never comes still fails.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 30_000 });
