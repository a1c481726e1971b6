import { start } from "./app/index.js";
await start.toolHost();
