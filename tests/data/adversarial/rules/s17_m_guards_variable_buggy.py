from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


GUARDS = (object,)


@tool(name="t")
@use_guards(*GUARDS)  # expect: DK003
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject or "-"
