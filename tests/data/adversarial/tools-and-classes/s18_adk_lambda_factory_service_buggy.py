from devkit.adk import create_tool, ToolContext

t = create_tool(name="t", fn=lambda args, ctx: ctx.list_artifacts())  # expect: DK203
