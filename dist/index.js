import "./index/index.js";
