from fastmcp import Context, FastMCP
from fastmcp.exceptions import ToolError

mcp = FastMCP("demo")


class Caller:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def who(self) -> str:
        return self.ctx.client_id.upper()  # expect: DK201


@mcp.tool
def t(ctx: Context) -> str:
    return Caller(ctx).who()
