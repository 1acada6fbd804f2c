from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


def load():
    return None


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.metadata is None:
        return "-"
    ctx.metadata = load()
    return str(ctx.metadata.get("a"))  # expect: DK201
