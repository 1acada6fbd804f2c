from devkit.agent import ToolExecutionContext, tool

Ctx = ToolExecutionContext


@tool(name="who", description="Names the caller.")
def who(args, ctx: Ctx) -> str:
    return ctx.identity.tenant or "none"  # expect: DK201
