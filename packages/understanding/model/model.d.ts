// The trained model, written by `npm run train` into model.js beside this file (not in git).
import type { ModelFile } from '../src/model';

declare const model: ModelFile;
export default model;
