from devkit.mcp import ExecutionContext, tool


@tool(name="same")
async def same(args: dict, ctx: ExecutionContext) -> str:
    wanted = args.get("session")
    if ctx.session_id == "fixed":
        return ctx.session_id.upper()
    if ctx.session_id == wanted:
        return ctx.session_id.lower()  # expect: DK201
    return "other"
