// The baseline of the graphql benchmark: GraphQL Yoga's hello world on node:http, nothing else. Run as
// a child process by graphql.ts: PORT=4211 tsx scripts/bench/bare-yoga.ts
import http from "node:http";
import { createSchema, createYoga } from "graphql-yoga";

const yoga = createYoga({
  schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "world" } } }),
  logging: false,
  landingPage: false,
});
http.createServer(yoga).listen(Number(process.env.PORT ?? 4211), "127.0.0.1");
