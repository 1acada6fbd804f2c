from fastmcp import Context, FastMCP


def build(name: str) -> FastMCP:
    server = FastMCP(name)

    @server.tool
    def whoami(ctx: Context) -> str:
        return ctx.client_id.lower()  # expect: DK201

    return server
