import { startServer } from "./startServer.js";

// `npm start`: see startServer.ts (HOST, PORT, VIDHI_DATA_DIR, DATABASE_URL, VIDHI_TRUST_PROXY, VIDHI_HTTPS, VIDHI_TOKEN_SIGNING_KEY, VIDHI_OTP_WEBHOOK_URL, VIDHI_OTP_WEBHOOK_SECRET, NODE_ENV, LOG_LEVEL).
await startServer();
