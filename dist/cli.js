#!/usr/bin/env node
import { start } from "./app/index.js";
await start.cli();
