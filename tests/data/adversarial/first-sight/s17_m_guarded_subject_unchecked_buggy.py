from devkit.mcp import ExecutionContext, emit_event, tool, use_guards


class Admin:
    pass


@tool(name="t")
@use_guards(Admin)
async def t(args, ctx: ExecutionContext) -> str:
    return ctx.verified_subject.lower()  # expect: DK201
