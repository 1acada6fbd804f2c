from mcp.server.fastmcp import Context, FastMCP

server = FastMCP("clients")


def client_of(ctx: Context) -> str | None:
    return ctx.client_id


@server.tool()
def whoami(ctx: Context) -> str:
    name = client_of
    client = name(ctx)
    if client is None:
        return "anonymous"
    return client.upper()
