from devkit.mcp import ExecutionContext, tool
from devkit.mcp import use_guards as guarded


class G:
    pass


@tool(name="t")
@guarded(G)
async def t(args: dict, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "?"
