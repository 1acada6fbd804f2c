from devkit import agent


@agent.tool(name="who", description="Names the caller.")
def who(args, ctx: agent.ToolExecutionContext) -> str:
    return ctx.signal.reason  # expect: DK201
