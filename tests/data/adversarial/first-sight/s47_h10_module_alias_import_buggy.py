import devkit.agent as ag


@ag.tool(name="who", description="Names the caller.")
def who(args, ctx: ag.ToolExecutionContext) -> str:
    return ctx.identity.principal or "anonymous"  # expect: DK201
