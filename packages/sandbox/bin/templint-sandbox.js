#!/usr/bin/env node
// A committed shim so a fresh install can link the bin before dist/ is built.
import '../dist/main.js';
