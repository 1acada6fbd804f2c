import sys

from devkit.mcp import ExecutionContext, Guard, tool, use_guards


class Signed(Guard):
    pass


@tool(name="call")
@use_guards(Signed)
async def call(args: dict, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "anonymous"
    sys.stderr.write(ctx.auth.token + "\n")  # expect: DK201, DK402
    return "ok"
