from devkit.agent import tool, Need, ToolExecutionContext

t = tool(name="t")(lambda args, ctx: ctx.credential.name if ctx.credential else None)  # expect: DK101
