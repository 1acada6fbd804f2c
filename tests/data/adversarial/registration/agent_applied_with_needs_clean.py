from devkit.agent import tool, Need, ToolExecutionContext

def impl(args, ctx: ToolExecutionContext):
    if ctx.credential is not None:
        return ctx.credential.name

t = tool(name="t", needs=[Need("x")])(impl)
