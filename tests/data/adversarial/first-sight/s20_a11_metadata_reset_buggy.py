from devkit.mcp import ExecutionContext, tool


def fresh(flag: bool) -> dict | None:
    return {} if flag else None


@tool(name="tag")
async def tag(args: dict, ctx: ExecutionContext) -> dict:
    if ctx.metadata is None:
        ctx.metadata = {}
    ctx.metadata["seen"] = True
    ctx.metadata = fresh(bool(args))
    ctx.metadata["again"] = True  # expect: DK201
    return {"ok": True}
