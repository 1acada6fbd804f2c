from devkit.mcp import tool, use_guards, ExecutionContext, emit_event, Guard


def load() -> dict | None:
    return None


@tool(name="t")
async def t(args, ctx: ExecutionContext) -> object:
    if ctx.metadata is not None:
        ctx.metadata = load()
        return ctx.metadata["x"]  # expect: DK201
    return None
