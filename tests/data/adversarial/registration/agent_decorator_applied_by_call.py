from devkit.agent import tool, ToolExecutionContext

def impl(args, ctx: ToolExecutionContext):
    return ctx.identity.tenant  # expect: DK201

t = tool(name="t")(impl)
