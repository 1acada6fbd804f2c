from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Admin:
    pass


@tool(name="t")
@use_guards(Admin)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "-"
    ctx.logger.info("calling upstream", token=ctx.auth.token)  # expect: DK402
    return "ok"
