import http from "node:http";
import zlib from "node:zlib";
import pg from "pg";

/**
 * The list query's raw baseline (docs/PERFORMANCE.md, "List query"): plain `node:http` and `pg`,
 * no framework, no authentication, no GraphQL. `GET /page?user=<id>&after=<dataversion>` answers
 * that user's next 50 clients of the records table in dataversion order, as JSON, gzipped at the
 * server's own level. Run as its own process (`node --import tsx`), it prints `listening <port>`.
 */
const PAGE = 50;
const GZIP_LEVEL = 3;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PAGE_SQL = {
  name: "raw-clients-page",
  text: `select content, dataversion, updated_at, deleted_at from records
    where table_name = 'clients' and owner_user_id = $1 and deleted_at is null and dataversion > $2
    order by dataversion limit ${PAGE}`,
};

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://raw");
  const user = Number(url.searchParams.get("user"));
  const after = Number(url.searchParams.get("after") ?? "0");
  if (!Number.isSafeInteger(user) || !Number.isSafeInteger(after)) {
    response.writeHead(400).end("user and after must be whole numbers");
    return;
  }
  pool.query({ ...PAGE_SQL, values: [user, after] }).then(
    ({ rows }) => {
      const clients = rows.map((row: { content: Record<string, unknown>; dataversion: string; updated_at: Date; deleted_at: Date | null }) => ({
        ...row.content,
        dataversion: Number(row.dataversion),
        updatedAt: row.updated_at.toISOString(),
        deletedAt: row.deleted_at,
      }));
      zlib.gzip(JSON.stringify({ data: { clients } }), { level: GZIP_LEVEL }, (error, body) => {
        if (error) {
          response.writeHead(500).end(String(error));
          return;
        }
        response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": body.length }).end(body);
      });
    },
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => {
  server.close();
  void pool.end();
});
