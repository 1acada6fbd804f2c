from fastmcp import Context, FastMCP

mcp = FastMCP("demo")


def whoami(ctx: Context) -> str:
    return ctx.client_id.lower()  # expect: DK201


mcp.add_tool(whoami)
