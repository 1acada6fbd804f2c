from devkit.agent import tool, ToolExecutionContext

t = tool(name="t")(lambda args, ctx: ctx.identity.tenant)  # expect: DK201
