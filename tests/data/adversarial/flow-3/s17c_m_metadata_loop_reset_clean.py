from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


def load() -> dict | None:
    return None


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> int:
    n = 0
    while n < 3:
        if ctx.metadata is None:
            ctx.metadata = {}
        ctx.metadata["n"] = n
        ctx.metadata = load()
        n += 1
    return n
