import { start } from "./app/index.js";
await start.action();
