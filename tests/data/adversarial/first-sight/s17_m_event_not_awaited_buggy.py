from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Admin:
    pass


@tool(name="t")
@use_guards(Admin)
async def t(args, ctx: ExecutionContext) -> str:
    if ctx.auth is None:
        return "-"
    emit_event("called", {"subject": ctx.auth.subject})  # expect: DK005
    return "ok"
